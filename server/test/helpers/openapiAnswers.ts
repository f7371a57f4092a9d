/**
 * Checks a real answer against what /api/openapi.json (not the TypeBox contract) declares for
 * its status: what a client generated from the document would expect. OpenAPI 3.0 schemas are
 * JSON Schema with a few extra words (nullable, example), which Ajv is told to accept.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
  requestBody?: { content?: Record<string, MediaType> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

export function openapiChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ components: document.components ?? {} }, 'openapi.json');
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // `#/components/...` refs inside the document point into the schema registered above
      validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/')) as object,
      );
      compiled.set(schema, validate);
    }
    return validate;
  };
  const operationOf = (method: string, url: string) =>
    document.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}')]?.[method.toLowerCase()];

  return {
    /** errors of a JSON answer against the document's schema for its status; none when it has no JSON schema */
    answerErrors(method: string, url: string, status: number, payload: unknown): string[] {
      const responses = operationOf(method, url)?.responses ?? {};
      const answer = responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
      if (!answer) return [`no answer declared for ${status}`];
      const schema = answer.content?.['application/json']?.schema;
      if (!schema) return [];
      const validate = validatorOf(schema);
      return validate(payload)
        ? []
        : (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath} ${error.message ?? ''}`);
    },
  };
}
