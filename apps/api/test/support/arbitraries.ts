import fc from 'fast-check';
import { defined } from '@masar/contracts/defined';

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

// lone UTF-16 surrogates: valid JSON ("\ud800") that no database can store as text
const LONE_SURROGATES = ['\ud800', 'a\udfffb', 'سيرة\ud83d', '\udc00\ud800'];
const SAMPLE_TEXT = fc.constantFrom(
  '',
  ' ',
  'أحمد',
  'البرمجة',
  'تطوير الويب',
  'Python',
  'a'.repeat(300),
  '٠١٢٣',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  'a\u0000b',
  '<script>',
  ...LONE_SURROGATES,
);
/** Text that is not valid Unicode, alone or inside a plausible value. */
const LONE_SURROGATE_TEXT = fc.oneof(
  fc.constantFrom(...LONE_SURROGATES),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...LONE_SURROGATES), fc.string({ maxLength: 20 }))
    .map((parts) => parts.join('')),
);

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
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true });
}

/** Values the schema accepts (`text` makes its free strings). */
export function validArbitrary(
  schema: JsonSchema,
  text: (schema: JsonSchema) => fc.Arbitrary<string> = stringArbitrary,
): fc.Arbitrary<unknown> {
  const valid = (inner: JsonSchema) => validArbitrary(inner, text);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(valid));
  if (schema.allOf?.length === 1) return valid(defined(schema.allOf[0]));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A free-text string of the schema's length with a lone surrogate somewhere in it. */
function lacedStringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format || schema.pattern) return stringArbitrary(schema);
  const inner = stringArbitrary({
    ...schema,
    minLength: Math.max((schema.minLength ?? 0) - 1, 0),
    maxLength: Math.max((schema.maxLength ?? 80) - 1, 0),
  });
  return fc.tuple(inner, fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.nat()).map(([text, lone, at]) => {
    // between two whole code points, so the surrogate cannot complete a pair
    const points = Array.from(text);
    points.splice(at % (points.length + 1), 0, lone);
    return points.join('');
  });
}

/**
 * Values the schema accepts but for one thing: every free-text string carries a lone UTF-16
 * surrogate, which JSON can carry and no database can store.
 */
export function unstorableTextArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  return validArbitrary(textFirst(schema)?.schema ?? schema, lacedStringArbitrary);
}

/**
 * The schema narrowed so that a generated value passes validation and carries as much free text as
 * it can: optional keys with free text become required, optional keys that could fail (a string
 * pattern the generator does not follow) are left out. undefined when a required part could fail.
 */
function textFirst(schema: JsonSchema): { schema: JsonSchema; text: boolean } | undefined {
  if (schema.const !== undefined || schema.enum) return { schema, text: false };
  const variants = schema.anyOf ?? schema.oneOf;
  // '' or something checked beyond what JSON Schema shows (an email, a link piped into zod): ''
  if (variants?.some((v) => v.const === '')) return { schema: { const: '' }, text: false };
  if (variants) {
    const kept = variants.map(textFirst).filter((v) => v !== undefined);
    return kept.length ? { schema: { anyOf: kept.map((v) => v.schema) }, text: kept.some((v) => v.text) } : undefined;
  }
  if (schema.allOf?.length === 1) return textFirst(defined(schema.allOf[0]));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return schema.pattern ? undefined : { schema, text: !schema.format };
  if (type === 'array') {
    const items = textFirst(schema.items ?? {});
    return items
      ? { schema: { ...schema, items: items.schema }, text: items.text }
      : { schema: { ...schema, maxItems: 0 }, text: false };
  }
  if (type !== 'object' || !schema.properties) return { schema, text: false };
  const required = new Set(schema.required ?? []);
  const properties: Record<string, JsonSchema> = {};
  let text = false;
  for (const [key, property] of Object.entries(schema.properties)) {
    const narrowed = textFirst(property);
    if (!narrowed) {
      if (required.has(key)) return undefined;
      continue;
    }
    properties[key] = narrowed.schema;
    if (narrowed.text) {
      required.add(key);
      text = true;
    }
  }
  return { schema: { ...schema, properties, required: [...required].filter((k) => k in properties) }, text };
}

/** Anything at all, biased towards near-misses of the schema: wrong types, bounds, garbage. */
export function hostileArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties) {
    const record = Object.fromEntries(
      Object.keys(schema.properties).map((key) => [key, hostileArbitrary(defined(defined(schema.properties)[key]))]),
    );
    return fc.oneof(fc.record(record, { requiredKeys: [] }), fc.jsonValue({ maxDepth: 3 }), fc.constant({}));
  }
  // an array's items are hostile too (a bad skill among good ones)
  if (type === 'array' && schema.items)
    return fc.oneof(fc.array(hostileArbitrary(schema.items), { maxLength: 3 }), hostileScalar(schema));
  return hostileScalar(schema);
}

function hostileScalar(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    validArbitrary(schema),
    SAMPLE_TEXT,
    LONE_SURROGATE_TEXT,
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e21, 1.5),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

/** Query strings carry text: numbers and booleans as text, arrays as repeated keys. */
export function toQueryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `value=${encodeURIComponent(String(value))}`;
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

/** The starts of files of many types (those uploads accept and others), for multipart fuzzing. */
const FILE_HEADS: Record<string, Buffer> = {
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a464946', 'hex'),
  webp: Buffer.from('524946462200000057454250565038', 'hex'),
  gif: Buffer.from('GIF89a', 'latin1'),
  pdf: Buffer.from('%PDF-1.7\n', 'latin1'),
  mp4: Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'),
  webm: Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
  zip: Buffer.from('504b0304', 'hex'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'latin1'),
  exe: Buffer.from('4d5a9000', 'hex'),
  none: Buffer.alloc(0),
};

export interface MultipartRequest {
  contentType: string;
  payload: Buffer;
}

/**
 * multipart/form-data bodies, well-formed or not: a file of any type (by its first bytes) with a
 * random tail, odd field and file names, extra fields, two files, a missing end, a wrong boundary.
 */
export function multipartArbitrary(): fc.Arbitrary<MultipartRequest> {
  const rarely = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });
  const name = fc.oneof(
    { arbitrary: fc.constant('file'), weight: 4 },
    { arbitrary: fc.constantFrom('upload', '__proto__', 'constructor', '', 'fi"le'), weight: 1 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  );
  const filename = fc.oneof(
    fc.constantFrom('a.png', 'x.pdf', '../../etc/passwd', 'صورة.webp', 'a"b.mp4', ''),
    fc.string({ maxLength: 30 }),
  );
  const file = fc
    .tuple(fc.constantFrom(...Object.keys(FILE_HEADS)), fc.uint8Array({ maxLength: 2048 }))
    .map(([kind, tail]) => Buffer.concat([defined(FILE_HEADS[kind]), Buffer.from(tail)]));
  return fc
    .record({
      boundary: fc.constantFrom('fuzzboundary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
      announced: rarely(fc.constantFrom('other', '')),
      fieldName: name,
      filename,
      file,
      secondFile: rarely(file),
      extraField: rarely(fc.tuple(name, fc.string({ maxLength: 20 }))),
      ending: fc.oneof(
        { arbitrary: fc.constant('proper'), weight: 4 },
        { arbitrary: fc.constantFrom('missing', 'truncated'), weight: 1 },
      ),
    })
    .map((m) => {
      const part = (field: string, body: Buffer, fileName?: string) =>
        Buffer.concat([
          Buffer.from(
            `--${m.boundary}\r\nContent-Disposition: form-data; name="${field}"${fileName === undefined ? '' : `; filename="${fileName}"`}\r\n\r\n`,
            'utf8',
          ),
          body,
          Buffer.from('\r\n'),
        ]);
      const parts = [
        ...(m.extraField ? [part(m.extraField[0], Buffer.from(m.extraField[1]))] : []),
        part(m.fieldName, m.file, m.filename),
        ...(m.secondFile ? [part('file', m.secondFile, 'second.bin')] : []),
      ];
      let payload = Buffer.concat([...parts, Buffer.from(m.ending === 'missing' ? '' : `--${m.boundary}--\r\n`)]);
      if (m.ending === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
      return { contentType: `multipart/form-data; boundary=${m.announced ?? m.boundary}`, payload };
    });
}
