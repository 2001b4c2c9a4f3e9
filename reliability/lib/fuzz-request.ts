import fc from 'fast-check';
import { questionKeys } from '#shared/questionnaire';
import { referenceAnswers } from '#world/testing';
import {
  absurdIdsInUrlForm,
  bodyLimitBytes,
  contentTypes,
  encodeAnything,
  hostileKey,
  hostileString,
  hostileValue,
  malformedJsonTexts,
  rawNumberLiterals,
} from './hostile-values';
import { arbitraryFor, type JsonSchema, type SchemaHint } from './json-schema-arbitrary';
import { fillPath, type Operation } from './openapi-operations';

/**
 * Who sends the request. `owner` and `other` are real users that own data; their current token is
 * filled in when the request runs (a fuzzed logout may have ended the previous one).
 */
export type Identity = 'owner' | 'other' | 'anonymous' | 'malformed-token';

/**
 * Ids and emails of things that exist: path parameters and body fields aim at them, so requests
 * reach the ownership checks and the handlers instead of stopping at validation.
 */
export interface KnownIds {
  /** The owner's user id first, then the ids of what it owns. */
  owner: string[];
  /** Another user's: its user id first, then the ids of what it owns. */
  other: string[];
  emails: string[];
}

/** fc.emailAddress() is RFC 5322, most of which a sign-up form rightly refuses. */
const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z]{2,12}\.[a-z]{2,4}$/),
  )
  .map(([local, domain]) => `${local}@${domain}`);

/** What the schemas cannot say, so that "valid" bodies are valid enough to reach the database. */
function hintsFor(ids: KnownIds): SchemaHint {
  const allIds = [...ids.owner, ...ids.other];
  return (name, schema) => {
    if (name === 'email') {
      return fc.oneof(
        { weight: 3, arbitrary: plainEmail },
        { weight: 1, arbitrary: fc.emailAddress() },
        { weight: 1, arbitrary: fc.constantFrom(...ids.emails) },
      );
    }
    if (name === 'phone') return fc.stringMatching(/^\+?[0-9]{3,12}( [0-9]{2,6})?$/);
    if (name === 'answers') {
      return fc.oneof(
        fc.dictionary(fc.constantFrom(...questionKeys), fc.string({ unit: 'grapheme', maxLength: 100 }), {
          maxKeys: 6,
        }),
        fc.constantFrom(...Object.values(referenceAnswers)),
      );
    }
    if (schema.type === 'string' && (schema.format === 'uuid' || schema.pattern)) {
      const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
      const fitting = allIds.filter((id) => !pattern || pattern.test(id));
      if (fitting.length > 0) return fc.oneof(arbitraryFor(schema), fc.constantFrom(...fitting));
    }
    return undefined;
  };
}

/** A request the fuzz sends, plain data so that fast-check prints it as the counterexample. */
export interface FuzzRequest {
  operation: string;
  /** What was done to the contract's request: `valid`, `missing field`, `malformed json`, … */
  mutation: string;
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

interface Body {
  mutation: string;
  payload?: string | Buffer;
  contentType?: string | undefined;
  headers?: Record<string, string>;
}

const json = (mutation: string, value: unknown, contentType = 'application/json'): Body => ({
  mutation,
  payload: JSON.stringify(value) ?? 'null',
  contentType,
});

/** Sets a key as an own property even when it is `__proto__`, so JSON.stringify sends it. */
function withKey(target: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = isObject(target) ? { ...target } : {};
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key of the schema's own properties (required ones first), or a made-up one. */
function propertyNames(schema: JsonSchema): string[] {
  const properties = Object.keys(schema.properties ?? {});
  return properties.length > 0 ? properties : ['value'];
}

/** A valid body padded with one string field to exactly `targetBytes` of JSON. */
function padTo(valid: unknown, field: string, targetBytes: number, unit: string): Body {
  const base = withKey(valid, field, '');
  const baseBytes = Buffer.byteLength(JSON.stringify(base));
  const unitBytes = Buffer.byteLength(unit);
  const count = Math.max(0, Math.floor((targetBytes - baseBytes) / unitBytes));
  const payload = JSON.stringify(withKey(valid, field, unit.repeat(count)));
  return { mutation: `size ${Buffer.byteLength(payload)} bytes`, payload, contentType: 'application/json' };
}

function bodyFromSchema(schema: JsonSchema, hint: SchemaHint): fc.Arbitrary<Body> {
  const valid = arbitraryFor(schema, hint);
  const names = propertyNames(schema);
  const required = schema.required?.length ? schema.required : names;
  const stringField =
    Object.entries(schema.properties ?? {}).find(([, property]) => property.type === 'string')?.[0] ?? 'pad';
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((value) => json('valid', value)) },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = isObject(value) ? { ...value } : {};
        delete copy[key];
        return json(`missing ${key}`, copy);
      }),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, hostileKey, hostileValue)
        .map(([value, key, extra]) =>
          json(`extra key ${JSON.stringify(key.slice(0, 20))}`, withKey(value, key, extra)),
        ),
    },
    {
      weight: 8,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), hostileValue)
        .map(([value, key, wrong]) => json(`hostile ${key}`, withKey(value, key, wrong))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), fc.constantFrom(...rawNumberLiterals))
        .map(([value, key, literal]) => ({
          mutation: `raw ${literal} in ${key}`,
          payload: JSON.stringify(withKey(value, key, '@@raw@@')).replace('"@@raw@@"', literal),
          contentType: 'application/json',
        })),
    },
    { weight: 2, arbitrary: hostileValue.map((value) => json('whole body replaced', value)) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...malformedJsonTexts)
        .map((payload) => ({ mutation: 'malformed json', payload, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...contentTypes))
        .map(([value, contentType]) =>
          json(`content-type ${String(contentType).slice(0, 40)}`, value, contentType),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            bodyLimitBytes - 1,
            bodyLimitBytes,
            bodyLimitBytes + 1,
            bodyLimitBytes + 1024,
            4 * bodyLimitBytes,
          ),
          fc.constantFrom('x', 'é', '😀', '\u0000'),
        )
        .map(([value, bytes, unit]) => padTo(value, stringField, bytes, unit)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names)).map(([value, key]) => {
        // Bytes that are not UTF-8 at all inside a JSON string.
        const text = JSON.stringify(withKey(value, key, '@@bytes@@'));
        const [before, after] = text.split('"@@bytes@@"');
        return {
          mutation: `invalid utf-8 in ${key}`,
          payload: Buffer.concat([
            Buffer.from(`${before}"`),
            Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
            Buffer.from(`"${after}`),
          ]),
          contentType: 'application/json',
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('0', '1', '99999999', '-1', 'abc'))
        .map(([value, length]) => ({
          ...json(`content-length ${length}`, value),
          headers: { 'content-length': length },
        })),
    },
  );
}

/** Operations without a body still get one now and then: it must be ignored or refused. */
const bodyForBodiless: fc.Arbitrary<Body> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Body>({ mutation: 'no body' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => json('unexpected body', value)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...malformedJsonTexts)
      .map((payload) => ({ mutation: 'malformed json', payload, contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...contentTypes)
      .map((contentType) => ({ mutation: 'content-type without json', payload: 'a=b', contentType })),
  },
);

function pathValue(name: string, schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  const fromSchema = arbitraryFor(schema).map((value) => encodeAnything(String(value)));
  // A `userId` parameter names a user: the owner's and the other user's ids come first in the lists.
  const [owned, others] =
    name === 'userId' ? [ids.owner.slice(0, 1), ids.other.slice(0, 1)] : [ids.owner, ids.other];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...owned) },
    { weight: 2, arbitrary: fc.constantFrom(...others) },
    { weight: 2, arbitrary: fromSchema },
    { weight: 3, arbitrary: fc.constantFrom(...absurdIdsInUrlForm) },
    { weight: 1, arbitrary: hostileString.filter((value) => value.length > 0).map(encodeAnything) },
    { weight: 1, arbitrary: fc.uuid().map((value) => value) },
  );
}

/** `name=value` pairs: declared parameters valid or hostile, repeated, plus undeclared ones. */
function queryString(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.queryParams.map((parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
      {
        weight: 3,
        arbitrary: arbitraryFor(parameter.schema).map((value) => [
          `${parameter.name}=${encodeAnything(String(value))}`,
        ]),
      },
      {
        weight: 3,
        arbitrary: fc
          .oneof(
            hostileString,
            fc.constantFrom('-1', '0', '101', '1e3', '1.5', 'NaN', '', ' 5', '0x10', '99999999999999999999'),
          )
          .map((value) => [`${parameter.name}=${encodeAnything(value)}`]),
      },
      { weight: 1, arbitrary: fc.constant([`${parameter.name}=1`, `${parameter.name}=2`]) },
      { weight: 1, arbitrary: fc.constant([`${parameter.name}[]=1`, `${parameter.name}[a]=b`]) },
    ),
  );
  const undeclared = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileKey, hostileString)
        .map(([key, value]) => [`${encodeAnything(key)}=${encodeAnything(value)}`]),
    },
    { weight: 1, arbitrary: fc.constantFrom(['%'], ['a=%E0%A4%A'], ['&&&='], [`a=${'x'.repeat(20_000)}`]) },
  );
  return fc
    .tuple(fc.tuple(...declared), undeclared)
    .map(([parts, extra]) => [...parts.flat(), ...extra].join('&'));
}

const malformedAuthorization = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer  two  spaces',
  'Basic dXNlcjpwYXNz',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  `Bearer ${'x'.repeat(10_000)}`,
  'Bearer \u00ff\u00fe',
  'bearer,Bearer',
);

const printableAscii = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/**
 * Headers the server reads or echoes besides the body's: the request id it sends back, what the
 * client accepts, proxy and browser headers. Only what a real HTTP parser lets through (no CTLs).
 */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        'x-request-id': fc.oneof(printableAscii(200), fc.constant('r'.repeat(10_000)), fc.constant('')),
        accept: fc.constantFrom(
          'text/html',
          '*/*',
          'application/xml',
          'image/png',
          'application/json;q=0',
          '',
        ),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0', '*;q=0', 'x'),
        'accept-language': printableAscii(100),
        'x-forwarded-for': fc.oneof(fc.ipV4(), printableAscii(100)),
        origin: fc.constantFrom('https://evil.example', 'null', 'http://dream.test', ''),
        cookie: printableAscii(200),
        'user-agent': fc.oneof(printableAscii(200), fc.constant('u'.repeat(10_000))),
      },
      { requiredKeys: [] },
    ),
  },
);

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Requests for one operation of the contract, valid and mutated. */
export function requestArbitrary(operation: Operation, ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [
        parameter.name,
        pathValue(parameter.name, parameter.schema, ids),
      ]),
    ),
  );
  const body = operation.body ? bodyFromSchema(operation.body, hintsFor(ids)) : bodyForBodiless;
  const identity = fc.oneof(
    { weight: 5, arbitrary: fc.constant<Identity>('owner') },
    { weight: 3, arbitrary: fc.constant<Identity>('anonymous') },
    { weight: 1, arbitrary: fc.constant<Identity>('other') },
    { weight: 1, arbitrary: fc.constant<Identity>('malformed-token') },
  );
  const method = fc.oneof(
    { weight: 30, arbitrary: fc.constant(operation.method) },
    { weight: 1, arbitrary: fc.constantFrom(...methods) },
  );
  return fc
    .tuple(
      pathValues,
      queryString(operation),
      body,
      identity,
      malformedAuthorization,
      method,
      fc.ipV4(),
      extraHeaders,
    )
    .map(([values, query, chosenBody, who, badAuthorization, verb, remoteAddress, extra]) => {
      const headers: Record<string, string> = { ...extra, ...chosenBody.headers };
      if (chosenBody.contentType !== undefined) headers['content-type'] = chosenBody.contentType;
      if (who === 'malformed-token') headers.authorization = badAuthorization;
      const path = fillPath(operation.path, values);
      return {
        operation: operation.key,
        mutation: verb === operation.method ? chosenBody.mutation : `${chosenBody.mutation}, method ${verb}`,
        identity: who,
        method: verb,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(chosenBody.payload !== undefined ? { payload: chosenBody.payload } : {}),
        remoteAddress,
      };
    });
}
