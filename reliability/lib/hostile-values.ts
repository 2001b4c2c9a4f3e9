import fc from 'fast-check';

/** The body limit of serverOptions (src/server/app.ts); sizes around it are probed. */
export const bodyLimitBytes = 256 * 1024;

/** Strings that break parsers, databases, logs, terminals and naive comparisons. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'lone \ud83d high',
  // After a non-ASCII character, a lone surrogate made PGlite's queries fail (a 500, fixed).
  '\u00e9\udc00',
  '\u202e\udc00',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b',
  '😀',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\ufeffbom',
  '\r\n',
  'line\nbreak',
  '\u0085\u2028\u2029',
  '\u0007\u001b[31mred',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%zz',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  '{{7*7}}${7*7}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '\\',
  '"',
  'ＡＢＣ İß',
  'A'.repeat(10_000),
  '💩'.repeat(3_000),
  'x'.repeat(300_000),
];

/** Random text weighted towards the characters above (NUL, surrogates, RTL, emoji, quotes). */
export const trickyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\ufeff', '😀', '"', '\\', "'", '%', '\n', 'é'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 80,
});

export const hostileString: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...hostileStrings), trickyText);

/** Numbers JSON can carry that an integer field in range must refuse. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 5e-324),
  fc.double(),
  fc.integer(),
);

/** Literals spliced raw into JSON text: JSON.parse turns `1e999` into Infinity; the rest are invalid JSON. */
export const rawNumberLiterals = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '-0',
  '01',
  '+1',
  '0x10',
  '.5',
];

/** A field value of the wrong kind, or of the right kind but absurd. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, [], {}, [[]], { '': '' }),
  hostileString,
  hostileNumber,
  fc.array(hostileString, { maxLength: 5 }),
  fc.constant(Array.from({ length: 50_000 }, (_, index) => index)),
  fc.constant(Array.from({ length: 20_000 }, () => 'x')),
  fc.jsonValue({ maxDepth: 3 }),
  // Deeper values are sent as text (malformedJsonTexts): JSON.stringify itself overflows the stack.
  fc.constant(nested(800)),
);

/** `{ a: { a: … } }`, `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Extra keys a body must not be confused by. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    'userId',
    'id',
    '_id',
    'isAdmin',
    'role',
    'status',
  ),
  fc.constantFrom('k'.repeat(10_000), '😀', '\u0000', '\ud800', 'a.b', '$where'),
  fc.string({ maxLength: 20 }),
);

/**
 * Path-parameter values already in URL form: over-long, traversal, SQL, malformed percent
 * encodings, encoded NUL and lone surrogates, almost-UUIDs.
 */
export const absurdIdsInUrlForm: readonly string[] = [
  'A'.repeat(101),
  'A'.repeat(5_000),
  'x'.repeat(100_000),
  '..',
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  "1'%20OR%20'1'%3D'1",
  '1%3BDROP%20TABLE%20users',
  "'",
  'null',
  'undefined',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6F9619FF-8B86-D011-B42D-00C04FC964FF',
  '%7B6f9619ff-8b86-4011-b42d-00c04fc964ff%7D',
  '6f9619ff8b864011b42d00c04fc964ff',
  '6f9619ff-8b86-4011-b42d-00c04fc964ffx',
  'not-a-uuid',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%20',
  '*',
  'DEMO-',
  `DEMO-${'A'.repeat(60)}`,
  '%0D%0ASet-Cookie:%20a=b',
];

/**
 * encodeURIComponent, except that lone surrogates (which it refuses) are written as the bytes
 * their code unit would have in UTF-8, i.e. an invalid sequence the server must answer 400 to.
 */
export function encodeAnything(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Content types other than the JSON the API speaks, and JSON spelled oddly. */
export const contentTypes: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json; boundary=x; charset=utf-8; q=0.1',
  '*/*',
  'application/',
  ';',
  'a'.repeat(5_000),
];

/** Bodies that are not JSON at all, or broken JSON. */
export const malformedJsonTexts: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '[1,2',
  'nul',
  'undefined',
  '{"a":NaN}',
  '{/* comment */"a":1}',
  '\ufeff{"a":1}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '"just a string"',
  '12345678901234567890123456789012345678901234567890',
  '['.repeat(100_000) + ']'.repeat(100_000),
  `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`,
];
