/**
 * Bad requests generated from one OpenAPI operation (the fuzz test): wrong types, missing required
 * fields, huge strings, control characters, malformed %-escapes, out-of-range numbers, unknown ids,
 * malformed JSON, wrong content types and deep nesting — in the path, the query and the body.
 */
import fc from 'fast-check';

/** The part of an OpenAPI 3.1 operation the generator reads (JSON schema, loosely typed). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  /** The statuses the operation documents (every one it may answer). */
  responses?: Record<string, unknown>;
}

export interface FuzzInput {
  /** The OpenAPI path with `{name}` filled in (already encoded, possibly malformed on purpose). */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the failure report. */
  target: string;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const HUGE = 'x'.repeat(100_000);
const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u001b',
  '\u007f',
  '\u2028',
  '\uffff',
  '\ud800',
);

/** A string that is wrong almost everywhere. */
const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    HUGE,
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    '0x10',
    '9'.repeat(40),
    UNKNOWN_ID,
    'not-a-uuid',
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '😀'.repeat(1000),
    'true',
    'null',
  ),
  fc.tuple(fc.string({ maxLength: 8 }), CONTROL, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Deeply nested arrays/objects as JSON text (depth up to 5,000). */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 5_000 }), fc.boolean())
  .map(([depth, array]) =>
    array ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** Any JSON value of the wrong kind. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308, 0.5, true, false, null),
  fc.constantFrom([], {}, [null], { $gt: '' }, { constructor: { prototype: { admin: true } } }, ['a', 'b']),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A raw path or query segment: encoded bad strings plus malformed or dangerous escapes. */
const badSegment: fc.Arbitrary<string> = fc.oneof(
  badString.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%', '%zz', '%E5%85', '%00', '%C0%AE', '%FF%FE', '..', '%2e%2e', '%2F', 'a%00b', '%%'),
);

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
}

/** A plausible value of the schema's type, so one broken field at a time reaches deeper checks. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (schema?.enum && schema.enum.length > 0) return schema.enum[0];
  const type = typesOf(schema)[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return UNKNOWN_ID;
}

function params(operation: Operation, where: 'path' | 'query') {
  return (operation.parameters ?? []).filter((p) => p.in === where);
}

function jsonBodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

function isMultipart(operation: Operation): boolean {
  return Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith('multipart/'));
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Whole-body breakage: malformed JSON, wrong content types, deep nesting, wrong top-level kinds. */
const badBody: fc.Arbitrary<{ payload: string | Buffer; headers: Record<string, string>; target: string }> =
  fc.oneof(
    fc
      .constantFrom(
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        'nul',
        '\u0000',
        '{"a":"\\u0000"}',
        '[1,2',
        '"',
        '{}}',
      )
      .map((payload) => ({ payload, headers: JSON_TYPE, target: 'body: malformed JSON' })),
    deepJson.map((payload) => ({ payload, headers: JSON_TYPE, target: 'body: deep nesting' })),
    fc
      .constantFrom('[]', '"text"', '42', 'null', 'true', `"${HUGE}"`)
      .map((payload) => ({ payload, headers: JSON_TYPE, target: 'body: wrong kind' })),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        'application/json; charset=utf-16',
        'image/png',
        '%%%',
      )
      .map((type) => ({
        payload: type.startsWith('multipart') ? '--x\r\nContent-Disposition: form-da' : '{"a":1}',
        headers: { 'content-type': type },
        target: `body: content-type ${type}`,
      })),
    fc.constant({
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      target: 'body: truncated multipart',
    }),
    // Broken .xlsx files (issue 30 §1): a zip's first bytes only, an OLE (encrypted/old Excel) header, text.
    fc
      .constantFrom(
        'PK\u0003\u0004\u0014\u0000garbage',
        '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1EncryptedPackage',
        'a,b\n1,2',
      )
      .map((content) => ({
        payload: Buffer.concat([
          Buffer.from(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="list.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
          ),
          Buffer.from(content, 'latin1'),
          Buffer.from('\r\n--x--\r\n'),
        ]),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        target: 'body: broken .xlsx',
      })),
  );

/** One bad request for the operation: path, query and body start plausible and one part is broken. */
export function badInput(path: string, operation: Operation): fc.Arbitrary<FuzzInput> {
  const pathParams = params(operation, 'path');
  const queryParams = params(operation, 'query');
  const schema = jsonBodySchema(operation);
  const hasBody = schema !== undefined || isMultipart(operation);
  const fill = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? UNKNOWN_ID);
  const plausibleQuery = () =>
    queryParams
      .filter((p) => p.required)
      .map((p) => `${p.name}=${encodeURIComponent(String(plausible(p.schema)))}`);
  const plausibleBody = (): Record<string, unknown> =>
    Object.fromEntries((schema?.required ?? []).map((name) => [name, plausible(schema?.properties?.[name])]));
  const withQuery = (url: string, parts: string[]) => (parts.length > 0 ? `${url}?${parts.join('&')}` : url);
  const plain = (url: string, target: string): FuzzInput => ({
    url: withQuery(url, plausibleQuery()),
    headers: hasBody ? JSON_TYPE : {},
    ...(hasBody ? { payload: JSON.stringify(plausibleBody()) } : {}),
    target,
  });

  const cases: fc.Arbitrary<FuzzInput>[] = [];
  if (pathParams.length > 0) {
    cases.push(
      fc
        .tuple(fc.constantFrom(...pathParams.map((p) => p.name)), badSegment)
        .map(([name, value]) => plain(fill({ [name]: value }), `path ${name}=${value.slice(0, 80)}`)),
    );
  }
  if (queryParams.length > 0) {
    cases.push(
      fc
        .tuple(fc.constantFrom(...queryParams.map((p) => p.name)), badSegment, fc.boolean())
        .map(([name, value, twice]) => {
          const others = plausibleQuery().filter((part) => !part.startsWith(`${name}=`));
          const bad = twice ? [`${name}=${value}`, `${name}=${value}`] : [`${name}=${value}`];
          return {
            ...plain(fill({}), `query ${name}=${value.slice(0, 80)}`),
            url: withQuery(fill({}), [...others, ...bad]),
          };
        }),
    );
    if (queryParams.some((p) => p.required)) {
      cases.push(fc.constant({ ...plain(fill({}), 'query: required missing'), url: fill({}) }));
    }
  }
  // Unknown query keys and array-shaped values on every route.
  cases.push(
    fc.tuple(badSegment, badSegment).map(([key, value]) => ({
      ...plain(fill({}), `query ${key.slice(0, 40)}[]=…`),
      url: withQuery(fill({}), [...plausibleQuery(), `${key}[]=${value}`, `${key}[a]=${value}`]),
    })),
  );
  if (schema) {
    const names = Object.keys(schema.properties ?? {});
    if (names.length > 0) {
      cases.push(
        fc.tuple(fc.constantFrom(...names), badValue).map(([name, value]) => ({
          ...plain(fill({}), `body ${name}=${JSON.stringify(value)?.slice(0, 80)}`),
          payload: JSON.stringify({ ...plausibleBody(), [name]: value }),
        })),
      );
    }
    for (const name of schema.required ?? []) {
      const body = plausibleBody();
      delete body[name];
      cases.push(fc.constant({ ...plain(fill({}), `body: ${name} missing`), payload: JSON.stringify(body) }));
    }
  }
  if (hasBody) {
    cases.push(badBody.map((body) => ({ ...plain(fill({}), body.target), ...body })));
  }
  return fc.oneof(...cases);
}
