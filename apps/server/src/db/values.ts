/**
 * THE storage conventions, decided once for both dialects. The application writes every value
 * itself, so SQLite and PostgreSQL hold — and return — byte-identical data
 * (proven by storage-conventions.test.ts under both dialects).
 *
 * | kind    | column type (`COLUMN`) | TypeScript | written with            |
 * |---------|------------------------|------------|-------------------------|
 * | id      | text                   | `Id`       | `newId()`               |
 * | time    | text                   | `IsoTime`  | `nowIso()` / `toIso()`  |
 * | boolean | integer 0/1            | `DbBool`   | `toDbBool()`            |
 * | JSON    | text                   | `JsonText` | `toDbJson()`            |
 * | count   | integer / count(*)     | `number`   | pg parses INT8/NUMERIC to numbers (database.ts) |
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** Column types for migrations, so every table states the conventions the same way. */
export const COLUMN = {
  id: 'text',
  time: 'text',
  bool: 'integer',
  json: 'text',
  int: 'integer',
  text: 'text',
} as const;

/**
 * Ids are random UUID v4 strings: generated in the application (no round trip, no sequence, safe to
 * create before insert and across servers), stored as `text` on both dialects.
 */
export type Id = string;
export function newId(): Id {
  return randomUUID();
}

let lastMs = 0;
let counter = 0;

/**
 * A UUID v7 (RFC 9562) whose text sorts in the order this process made them, even within one millisecond
 * (a 12-bit counter after the time). For rows read in (time, id) order whose times may tie — a proposal's
 * events written in one transaction, or at one seed-clock instant — so the tie keeps the order of writing
 * instead of a random id's.
 */
export function newOrderedId(): Id {
  let ms = Date.now();
  if (ms > lastMs) {
    lastMs = ms;
    counter = randomBytes(2).readUInt16BE() & 0x3ff;
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  ms = lastMs;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Times are ISO-8601 UTC strings with milliseconds, e.g. `2026-11-22T08:30:00.000Z`, stored as `text`
 * and written by the application — never a database default: SQLite's CURRENT_TIMESTAMP has no zone
 * and no milliseconds, PostgreSQL's now() has microseconds and `+00`. Fixed-width, so they also sort
 * and compare correctly as text (`where createdAt >= ?` works on both dialects).
 */
export type IsoTime = string;
export function nowIso(): IsoTime {
  return new Date().toISOString();
}
/**
 * Where a service reads the time: `nowIso` in the API; the demo seed passes a clock it sets, so the
 * seeded history (submissions, decisions, events, to-dos) spreads over a session's dates.
 */
export type Clock = () => IsoTime;
export function toIso(date: Date | number): IsoTime {
  return new Date(date).toISOString();
}

/**
 * Booleans are `integer` 0/1 on both dialects (SQLite has no boolean type; using the same integer
 * column on PostgreSQL keeps queries and results identical). Convert at the repository boundary.
 */
export type DbBool = 0 | 1;
export function toDbBool(value: boolean): DbBool {
  return value ? 1 : 0;
}
export function fromDbBool(value: number | boolean | null | undefined): boolean {
  return value === 1 || value === true;
}

/**
 * JSON is serialized to `text` (not PG jsonb) so both drivers return the same string, and key order
 * survives. Query JSON contents in the application, or promote a field to its own column.
 */
export type JsonText = string;
export function toDbJson(value: unknown): JsonText {
  return JSON.stringify(value);
}
export function fromDbJson<T = unknown>(text: JsonText): T {
  return JSON.parse(text) as T;
}

/** PostgreSQL `integer` (what proposal numbers are): larger values fail the query instead of matching nothing. */
const MAX_INT4 = 2_147_483_647;
/** Digits typed into a search box as a whole number both databases can compare, or undefined. */
export function searchedInteger(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_INT4 ? value : undefined;
}
