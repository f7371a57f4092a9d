/**
 * fast-check arbitraries read from the contract's TypeBox schemas (plain JSON Schema at run time):
 * values a schema accepts, and the ways one value can be broken. Only the keywords the contract
 * uses are read; an unknown shape becomes a short string, which the server must refuse cleanly.
 */
import fc from 'fast-check';

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
}

/** Generated lists and texts stay short: handlers are reached, not the body limits. */
const MAX_GENERATED_ITEMS = 4;
const MAX_GENERATED_TEXT = 24;

/** Values the seed holds (or fresh ones, such as unused e-mails), preferred for fields of these names so handlers go past "not found". */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

function textArbitrary(schema: SchemaNode): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, schema.maxLength ?? MAX_GENERATED_TEXT);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= max);
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, MAX_GENERATED_TEXT)) });
}

function integerArbitrary(schema: SchemaNode): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000;
  // mostly small values (ids and counts that exist), sometimes anywhere in the range
  const small = fc.integer({ min, max: Math.min(max, min + 50) });
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/** A value `schema` accepts (without Ajv's coercion). */
export function validValue(schema: SchemaNode, hints: Hints = {}, name = ''): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  const own = ownValue(schema, hints);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, own) : own;
}

function ownValue(schema: SchemaNode, hints: Hints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => ownValue(option, hints)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, hints, key)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      // every field as often as only the required ones: a complete form reaches the handler's deepest path
      return fc.oneof(fc.record(shape), fc.record(shape, { requiredKeys: required }));
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, Math.max(min, MAX_GENERATED_ITEMS));
      const item = ownValue(schema.items ?? {}, hints);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength: min, maxLength: max });
    }
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return textArbitrary(schema);
    default:
      return fc.string({ maxLength: 8 });
  }
}

export const isTextSchema = (schema: SchemaNode) =>
  schema.type === 'string' || (schema.anyOf ?? []).some((option) => option.type === 'string');
export const isNumberSchema = (schema: SchemaNode) =>
  schema.type === 'integer' ||
  schema.type === 'number' ||
  (schema.anyOf ?? []).some((option) => option.type === 'integer' || option.type === 'number');

/**
 * Texts that break a field: empty, 10,000 characters, an impossible date, NUL and other control
 * bytes, and prose where digits are wanted.
 */
export const BROKEN_TEXTS = [
  '',
  'x'.repeat(10_000),
  '2025-02-30',
  '2025-13-01',
  'a\u0000b',
  '\u0000',
  '\u001b[2J',
  'teks',
];
/** Numbers past every column and Number's exact range. */
export const BROKEN_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -1, 0, 1.5];
/** A value of a type no field of ours coerces to or from (Ajv's coerceTypes leaves objects alone). */
export const MISTYPED = { salah: 1 };
