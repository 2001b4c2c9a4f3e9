import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger renders our zod schemas) that request bodies use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Keeps generated valid strings short: the limits themselves are probed by the mutations. */
const longestValidString = 64;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: [4, 7] });
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? longestValidString, longestValidString));
  // A repeated character class (`^[\w-]+$`): draw its characters to the length bounds. Filtering
  // stringMatching's output instead never ends when the minimum is longer than what it draws
  // (a 16-character token), and a filter that never passes blocks the whole process.
  const repeated = schema.pattern && /^\^(\[[^\]]+\])([+*])\$$/.exec(schema.pattern);
  if (repeated) {
    const [, characterClass, quantifier] = repeated;
    return fc.string({
      unit: fc.stringMatching(new RegExp(`^${characterClass}$`)),
      minLength: quantifier === '+' ? Math.max(minLength, 1) : minLength,
      maxLength,
    });
  }
  if (schema.pattern) {
    // stringMatching ignores length bounds; filter the rare miss rather than skew the shape.
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function integerArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * What the JSON schema cannot say: e.g. that `email` must be an address (a zod pipe loses the
 * format) or that answer keys are question keys. A hint may replace a property's arbitrary.
 */
export type SchemaHint = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

function objectArbitrary(
  schema: JsonSchema,
  hint: SchemaHint | undefined,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        hint?.(key, value) ?? arbitraryFor(value, hint),
      ]),
    ),
    { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
  );
  const additional = schema.additionalProperties;
  // `true` or `{}` only allows extra keys; extra keys are one of the mutations, not the valid shape.
  if (typeof additional !== 'object' || Object.keys(additional).length === 0) return known;
  // A map schema (e.g. answers: string → string): a few entries of the value's shape.
  const valueArbitrary = arbitraryFor(additional, hint);
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 24 }), valueArbitrary, { maxKeys: 4 });
  return fc.tuple(known, extra).map(([own, more]) => ({ ...more, ...own }));
}

/**
 * A fast-check arbitrary of values valid against `schema`: the starting point the fuzz mutates,
 * and, unmutated, the requests that reach the handlers and the database.
 */
export function arbitraryFor(schema: JsonSchema, hint?: SchemaHint): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  const base: fc.Arbitrary<unknown> = (() => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (variants) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, hint)));
    if (schema.allOf?.length === 1 && schema.allOf[0]) return arbitraryFor(schema.allOf[0], hint);
    const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
    switch (type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return integerArbitrary(schema, true);
      case 'number':
        return integerArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schema.items ? arbitraryFor(schema.items, hint) : fc.jsonValue({ maxDepth: 1 }), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'object':
        return objectArbitrary(schema, hint);
      default:
        // {} accepts anything.
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  return nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}
