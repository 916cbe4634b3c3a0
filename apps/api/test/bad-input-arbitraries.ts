import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) schema the generators read. */
export interface SpecSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, SpecSchema>;
  items?: SpecSchema;
  nullable?: boolean;
}

export interface SpecParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: SpecSchema;
}

/** Strings that have broken naive queries and templates elsewhere; they must stay plain data. */
/** encodeURIComponent, with lone surrogates (which it refuses) replaced. */
export const encode = (s: string) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\uFFFD'));

export const HOSTILE_STRINGS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '" onmouseover="alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00\u0000nul',
  '\uD800 lone surrogate',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ Grüße ščž 🥕',
  '\u202Eevil',
  '__proto__',
  'constructor',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any string, from short unicode to longer than every field limit. */
export const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('   ') },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 201, max: 5000 }).map((n) => 'x'.repeat(n)),
  },
);

/** Arrays in arrays (or objects in objects) deeper than any parser should have to follow. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean())
  .map(([depth, objects]) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i++) value = objects ? { a: value } : [value];
    return value;
  });

/** JSON values of every wrong kind. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1 + 0.2),
  anyString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 51, max: 400 }).map((n) => Array.from({ length: n }, () => ({}))),
  deepNesting,
);

/** A value that fits the schema, so that some requests get past validation to the handler. */
function fittingValue(schema: SpecSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return anyString;
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'integer':
      return fc.integer({ min: -1000, max: 100000 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fittingValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with the schema's properties, each fitting, wrong, or left out. */
export function objectFor(schema: SpecSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    entries.map(([key, child]) => [
      key,
      fc.option(
        fc.oneof(
          { weight: 3, arbitrary: fittingValue(child, depth) },
          { weight: 1, arbitrary: wrongValue },
        ),
        { nil: undefined, freq: 4 },
      ),
    ]),
  );
  return fc
    .record(fields)
    .map((value) =>
      Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
    ) as fc.Arbitrary<Record<string, unknown>>;
}

/** A JSON text with a prototype-pollution key, which JSON.stringify of a literal would lose. */
const pollutionText = fc
  .tuple(
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
    fc.jsonValue({ maxDepth: 1 }),
    fc.boolean(),
  )
  .map(([key, value, nested]) => {
    const evil = key === 'constructor' ? { prototype: { isAdmin: true } } : { isAdmin: value };
    const inner = `{${JSON.stringify(key)}:${JSON.stringify(evil)},"email":"a@example.at"}`;
    return nested ? `{"userInputs":${inner},"events":[${inner}]}` : inner;
  });

/** Text that is not JSON, or only almost. */
const brokenJsonText = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'null', 'undefined', 'NaN', '"', ''),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
  fc.constant('\uFEFF{"a":1}'),
  fc.constant('{"a":"\\ud800"}'),
);

/** The body text of one request: JSON of some shape, polluted, broken or too big. */
export function bodyText(schema: SpecSchema | undefined): fc.Arbitrary<string | undefined> {
  const shaped = schema?.properties ? objectFor(schema) : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: wrongValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.array(shaped, { maxLength: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: pollutionText },
    { weight: 2, arbitrary: brokenJsonText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Content types the API reads, and ones it does not. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'garbage',
  ';;;',
  undefined,
);

/** Authorization headers that should all count as not signed in; 'valid' is the real token. */
export const authorization = fc.constantFrom(
  undefined,
  'valid',
  'valid',
  'Bearer',
  'Bearer ',
  'Bearer garbage',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Basic dXNlcjpwYXNz',
  'bearer  x y z',
  `Bearer ${'A'.repeat(5000)}`,
  'Token ' + "'; DROP TABLE users; --",
);

export const acceptLanguage = fc.oneof(
  fc.constantFrom(
    undefined,
    'de',
    'sl-SI,sl;q=0.9',
    '*',
    'xx;q=abc, ;;; ,q=2',
    'de;q=1.5, fr;q=-1',
    '',
    ',,,,',
    'en-US-x-private-very-long-tag-'.repeat(40),
    '__proto__',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

/** A query string: the route's parameters with any values, unknown keys, repeats, bad escapes. */
export function queryString(params: SpecParameter[]): fc.Arbitrary<string> {
  const names = params.filter((p) => p.in === 'query').map((p) => p.name);
  const key = fc.oneof(
    ...(names.length ? [fc.constantFrom(...names)] : []),
    fc.constantFrom('__proto__', 'constructor', 'a[b]', 'x', ''),
  );
  const value = fc.oneof(
    ...params.flatMap((p) => (p.schema?.enum?.length ? [fc.constantFrom(...p.schema.enum)] : [])),
    anyString,
    fc.constantFrom('true', '1', '-1', '1e309', 'NaN', '46.5,14.2'),
  );
  const pair = fc.tuple(key, value, fc.boolean()).map(([k, v, raw]) =>
    // Raw: characters and broken percent escapes as a hostile client would send them.
    raw ? `${k}=${String(v).replace(/[\s#&]/g, '')}%zz%` : `${k}=${encode(String(v))}`,
  );
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** One path segment: plausible, hostile, unicode, too long, or with broken escapes. */
export const pathParam = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => encode(s || 'x')),
  hostileString.map(encode),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '.', '%2e%2e%2f', '%00', 'a%2Fb', ' '),
  fc.integer({ min: 150, max: 400 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom('reuse-food-bank', 'Bread', '0002', 'x'),
);
