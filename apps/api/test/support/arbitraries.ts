import fc from 'fast-check';

/** The subset of JSON Schema that z.toJSONSchema produces for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const SAMPLE_TEXT = fc.constantFrom('', ' ', 'أحمد', 'البرمجة', 'تطوير الويب', 'Python', 'a'.repeat(300), '٠١٢٣', '../../etc/passwd', "' or 1=1 --", '%00', 'a\u0000b', '<script>');

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, minLength + 80);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) }) : fc.double({ min, max, noNaN: true });
}

/** Values the schema accepts. */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(validArbitrary));
  if (schema.allOf?.length === 1) return validArbitrary(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validArbitrary(value)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Anything at all, biased towards near-misses of the schema: wrong types, bounds, garbage. */
export function hostileArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties) {
    const record = Object.fromEntries(Object.keys(schema.properties).map((key) => [key, hostileArbitrary(schema.properties![key]!)]));
    return fc.oneof(fc.record(record, { requiredKeys: [] }), fc.jsonValue({ maxDepth: 3 }), fc.constant({}));
  }
  return fc.oneof(
    validArbitrary(schema),
    SAMPLE_TEXT,
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e21, 1.5),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

/** Query strings carry text: numbers and booleans as text, arrays as repeated keys. */
export function toQueryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `value=${encodeURIComponent(String(value))}`;
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}
