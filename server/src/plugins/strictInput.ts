import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Strict input before Ajv sees it, for every route of the contract:
 *
 * - An integer is a digit string (or a safe JSON integer). Ajv's type coercion turns any string
 *   that `Number()` reads into a number: "Infinity" and "1e309" become Infinity, which its
 *   `maximum` check lets through (ajv#2212, fastify#6718) and SQLite/PostgreSQL then refuse with a
 *   500; "0x10", " 12 " and "1e3" became 16, 12 and 1000. Here they are a 400.
 * - Text carries no control characters: PostgreSQL refuses NUL in text (a 500), and no field of
 *   ours has a use for the others. Bodies keep tab and line breaks (stack traces in /api/log).
 *
 * The refusal is an Ajv-shaped error, so the error handler names the field in Indonesian.
 */

/** JSON Schema as the contract writes it (TypeBox output), only the parts read here. */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

interface InputIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

type ValidateFunction = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type BuildValidator = (route: { schema: unknown; method: string; url: string; httpPart?: string }) => ValidateFunction;

/** Longest integer we read (the largest id, 2147483647, has ten digits); ranges come from the schema. */
const INTEGER_TEXT = /^-?[0-9]{1,12}$/;
/** C0 controls and DEL; bodies may keep tab, line feed and carriage return. */
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isIntegerSchema(schema: SchemaNode | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'integer') return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.some(isIntegerSchema);
}

function badInteger(value: unknown): boolean {
  if (typeof value === 'string') return !INTEGER_TEXT.test(value);
  if (typeof value === 'number') return !Number.isSafeInteger(value);
  return false;
}

function issue(path: string, keyword: string, message: string): InputIssue {
  return { instancePath: path, schemaPath: `#/${keyword}`, keyword, params: {}, message };
}

/** The first property declared as an integer whose value is not an integer's digits. */
export function integerIssue(schema: SchemaNode | undefined, data: unknown): InputIssue | null {
  if (!schema?.properties || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  for (const [key, property] of Object.entries(schema.properties)) {
    const value = record[key];
    if (value === undefined) continue;
    const itemSchema = property.type === 'array' ? property.items : undefined;
    if (isIntegerSchema(property) && (Array.isArray(value) ? value.some(badInteger) : badInteger(value))) {
      return issue(`/${key}`, 'integer', 'must be an integer written in digits');
    }
    if (isIntegerSchema(itemSchema) && Array.isArray(value) && value.some(badInteger)) {
      return issue(`/${key}`, 'integer', 'must be integers written in digits');
    }
    const nested = integerIssue(property, value);
    if (nested) return { ...nested, instancePath: `/${key}${nested.instancePath}` };
  }
  return null;
}

/** No contract input nests deeper than this; deeper JSON is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first string (value or key) holding a control character, or nesting past MAX_INPUT_DEPTH.
 * Iterative on purpose: a 24 KB body of `[[[[…` is 12,000 levels deep, which recursion would turn
 * into a stack overflow (a 500).
 */
export function controlCharacterIssue(data: unknown, pattern: RegExp): InputIssue | null {
  const pending: [value: unknown, path: string, depth: number][] = [[data, '', 0]];
  while (pending.length > 0) {
    const [value, path, depth] = pending.pop() as [unknown, string, number];
    if (typeof value === 'string') {
      if (pattern.test(value)) return issue(path, 'controlCharacter', 'must not contain control characters');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return issue(path, 'maxDepth', 'is nested too deeply');
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, item] of entries) {
      if (pattern.test(key)) return issue(path || '/', 'controlCharacter', 'must not contain control characters');
      pending.push([item, `${path}/${key}`, depth + 1]);
    }
  }
  return null;
}

function strict(route: Parameters<BuildValidator>[0], inner: ValidateFunction): ValidateFunction {
  const schema = route.schema as SchemaNode;
  const controls = route.httpPart === 'body' ? CONTROL_IN_BODY : CONTROL_IN_URL;
  const validate: ValidateFunction = (data, context) => {
    const found = controlCharacterIssue(data, controls) ?? integerIssue(schema, data);
    if (found) {
      validate.errors = [found];
      return false;
    }
    const valid = inner(data, context);
    validate.errors = inner.errors;
    return valid;
  };
  // Fastify passes the parent object (so Ajv may coerce a root value) only to Ajv functions.
  if (inner.schemaEnv) validate.schemaEnv = inner.schemaEnv;
  return validate;
}

/** Fastify's own Ajv compiler (same options, same pool), wrapped by the strict checks above. */
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;

export function strictSchemaController(): SchemaController {
  // Fastify's published types for this factory differ from what it calls at run time (a route
  // object with schema, method, url and httpPart), so the casts go through unknown.
  const ajvFactory = AjvCompiler() as unknown as (schemas: unknown, options: unknown) => BuildValidator;
  const buildValidator = (externalSchemas: unknown, ajvOptions: unknown) => {
    const build = ajvFactory(externalSchemas, ajvOptions);
    return (route: Parameters<BuildValidator>[0]) => strict(route, build(route));
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
