import { errorBodySchema, proposalListSchema } from '@cppcc/contracts';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSerializerCompiler } from './json-serializer';

/** Both serializers of one schema: the compiled writer's and zod's encode + JSON.stringify. */
function both(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/t', httpStatus: '200' };
  return { compiled: jsonSerializerCompiler(route), zod: serializerCompiler(route) };
}

/** The same text from both, or the same kind of failure; whether zod wrote it. */
function expectSame(schema: z.ZodType, value: unknown): boolean {
  const { compiled, zod } = both(schema);
  let expected: string | undefined;
  try {
    expected = zod(value);
  } catch (error) {
    expect(isResponseSerializationError(error)).toBe(true);
    expect(() => compiled(value)).toThrow(/Response doesn't match the schema/);
    return false;
  }
  expect(compiled(value)).toBe(expected);
  return true;
}

const item = {
  id: 'p1',
  sessionId: 's1',
  sessionName: '十三届二次会议',
  number: null,
  title: '关于"引号"\n换行\u2028与 emoji 😀、孤立的 \ud800 和 \\ 的提案',
  kind: 'individual',
  categoryCode: null,
  state: 'submitted',
  isPlenary: false,
  isKey: true,
  isExcellent: false,
  firstProposer: { id: 'u1', displayName: '张三', extra: 'dropped' },
  signerCount: 3,
  submittedAt: '2026-01-02T03:04:05.000Z',
  registeredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  version: 7,
  notInTheSchema: 'dropped',
};
const list = { items: [item, { ...item, id: 'p2', number: -0 }], total: 2, totalCapped: false, page: 1 };

describe('the compiled JSON writer', () => {
  it('writes a proposal list byte for byte as zod encode + JSON.stringify, keys in the schema order', () => {
    const value = { nextCursor: null, pageSize: 20, ...list };
    expect(expectSame(proposalListSchema, value)).toBe(true);
    expect(both(proposalListSchema).compiled(value).startsWith('{"items":[{"id":"p1","sessionId"')).toBe(
      true,
    );
    expect(expectSame(proposalListSchema, { ...value, items: [] })).toBe(true);
  });

  it('fails as zod does on an answer that does not fit', () => {
    const value = { nextCursor: null, pageSize: 20, ...list };
    for (const bad of [
      { ...value, total: Number.NaN },
      { ...value, total: Infinity },
      { ...value, total: '2' },
      { ...value, items: [{ ...item, state: 'nope' }] },
      { ...value, items: [{ ...item, submittedAt: new Date(0) }] },
      { ...value, items: [{ ...item, isKey: 1 }] },
      { ...value, items: {} },
      { ...value, nextCursor: undefined },
      null,
      [],
    ])
      expect(expectSame(proposalListSchema, bad)).toBe(false);
  });

  it('leaves out optional keys as JSON does, present or absent, and writes array holes as null', () => {
    const schema = z.object({ a: z.string().optional(), b: z.array(z.number().optional()), c: z.null() });
    expectSame(schema, { b: [1, undefined, 2], c: null });
    expectSame(schema, { a: undefined, b: [], c: null });
    expectSame(schema, { a: 'x', b: [0.1, 1e21, -5e-7], c: null });
    expectSame(schema, { a: 'x', b: [1], c: undefined });
  });

  it('hands the kinds it does not write itself to zod: formats, refinements, unions, records, defaults, codecs', () => {
    const schema = z.object({
      '2': z.literal(2),
      when: z.iso.datetime(),
      short: z.string().max(3),
      either: z.union([z.string(), z.number()]),
      map: z.record(z.string(), z.number()),
      withDefault: z.string().default('d'),
      maybe: z.unknown(),
      date: z.date(),
      int: z.number().int(),
      kind: z.enum(['a', 'b']).nullable(),
      exact: z.string().exactOptional(),
      loose: z.looseObject({ x: z.string() }),
    });
    const good = {
      '2': 2,
      when: '2026-01-01T00:00:00Z',
      short: 'abc',
      either: 5,
      map: { b: 1, a: 2 },
      withDefault: 'v',
      maybe: { any: ['thing'] },
      date: new Date(0),
      int: 4,
      kind: null,
      loose: { x: 'y', kept: true },
    };
    expect(expectSame(schema, good)).toBe(true);
    expect(expectSame(schema, { ...good, maybe: undefined })).toBe(true);
    const { maybe: _left, ...absent } = good;
    expectSame(schema, absent);
    for (const bad of [
      { ...good, when: 'yesterday' },
      { ...good, short: 'abcd' },
      { ...good, either: true },
      { ...good, int: 1.5 },
      { ...good, exact: undefined },
      { ...good, kind: 'c' },
    ])
      expect(expectSame(schema, bad)).toBe(false);
  });

  it('writes an error body and a recursive schema as zod does', () => {
    expect(
      expectSame(errorBodySchema, {
        error: { code: 'NOT_FOUND', message: '未找到', fields: { 'a.b': 'x' } },
      }),
    ).toBe(true);
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(expectSame(node, { name: 'a', children: [{ name: 'b', children: [] }] })).toBe(true);
  });
});
