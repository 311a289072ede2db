import type { Role } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { shapedQuery } from '../../../db/query-shapes';
import type { DB } from '../../../db/schema';
import { gramToken } from '../../../db/text-grams';
import type { Caller } from '../../auth/guard';
import { decodeFingerprint } from './fingerprint';
import {
  CURRENT_SESSION,
  ownStatement,
  probedStatement,
  shownStatement,
  type Candidate,
  type CandidateFilter,
  type Exclusions,
} from './repository';

/**
 * 查重's statements as shapes (db/query-shapes.ts): compiled once per shape and bound per keystroke, and on
 * PostgreSQL run as named prepared statements planned generically (`prepare: 'generic'`). Building and
 * compiling them was a share of every check's main thread, and PostgreSQL planned each one again on every
 * keystroke: the probes' custom plan took 1–5 ms at load, a generic one 0.07 ms with the same bitmap index
 * scans on the gram index (bench/RESULTS.md) — the probes' values (grams) are bound, never written in.
 * PostgreSQL's own choice (`auto`) kept planning the probes per request: with a parameter for the grams it
 * prices the generic plan at a default selectivity above the custom plans', so these shapes are planned
 * generically by request (database.ts).
 */

type Values = Record<string, string | null>;

/** What decides a check's candidates statement's text. */
interface ProbedShape {
  dialect: 'sqlite' | 'postgres';
  /** Grams per probe (SQLite: one MATCH expression per probe, so only their count). */
  probes: number[];
  roles: readonly Role[];
  unit: boolean;
  rule: CandidateFilter['rule'];
  excludeId: boolean;
  excludeSession: 'current' | 'given' | 'none';
  session: boolean;
  states: readonly string[] | null;
  before: 'assignedAt' | 'registeredAt' | null;
  limit: number;
}

const sessionKind = (exclude: Exclusions): ProbedShape['excludeSession'] =>
  exclude.sessionId === CURRENT_SESSION ? 'current' : exclude.sessionId ? 'given' : 'none';

const callerOf = (roles: readonly Role[], unit: boolean, v: Values): Caller => ({
  id: v.callerId ?? '',
  roles,
  unitId: unit ? v.unitId! : null,
});

const exclusionOf = (
  excludeId: boolean,
  excludeSession: ProbedShape['excludeSession'],
  v: Values,
): Exclusions => ({
  id: excludeId ? (v.excludeId ?? '') : undefined,
  sessionId:
    excludeSession === 'current'
      ? CURRENT_SESSION
      : excludeSession === 'given'
        ? (v.excludeSessionId ?? '')
        : undefined,
});

const gramName = (probe: number, gram: number) => `g${probe}_${gram}`;

function probedValues(dialect: ProbedShape['dialect'], probes: readonly string[][], filter: CandidateFilter) {
  const values: Values = {
    callerId: filter.caller.id,
    unitId: filter.caller.unitId,
    excludeId: filter.exclude.id ?? null,
    excludeSessionId: typeof filter.exclude.sessionId === 'string' ? filter.exclude.sessionId : null,
    sessionId: filter.sessionId ?? null,
    beforeTime: filter.before?.time ?? null,
  };
  probes.forEach((grams, probe) => {
    if (dialect === 'sqlite')
      values[gramName(probe, 0)] = grams.map((gram) => `"${gramToken(gram)}"`).join(' AND ');
    else grams.forEach((gram, index) => (values[gramName(probe, index)] = gram));
  });
  return values;
}

function probed(db: Kysely<DB>, shape: ProbedShape, v: Values) {
  const probes = shape.probes.map((grams, probe) =>
    Array.from({ length: grams }, (_, index) => v[gramName(probe, index)] ?? ''),
  );
  const filter: CandidateFilter = {
    caller: callerOf(shape.roles, shape.unit, v),
    exclude: exclusionOf(shape.excludeId, shape.excludeSession, v),
    rule: shape.rule,
    ...(shape.session && { sessionId: v.sessionId ?? '' }),
    ...(shape.states && { states: shape.states }),
    ...(shape.before && { before: { column: shape.before, time: v.beforeTime ?? '' } }),
  };
  return {
    query: probedStatement(db, shape.dialect, probes, filter, shape.limit),
    meta: null,
    prepare: 'generic' as const,
  };
}

/**
 * Candidates from the gram index, found by most probes first, with their fingerprints; with `own`, the
 * caller's `own` newest signed proposals too (`probes` 0). Two statements side by side (two SQLite readers,
 * two PostgreSQL connections): as one UNION ALL, SQLite took ~4 ms longer than both apart, and PostgreSQL
 * the sum of both.
 */
export async function candidates(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  probes: readonly string[][],
  filter: CandidateFilter,
  limit: number,
  own = 0,
): Promise<Candidate[]> {
  const { caller, exclude } = filter;
  const roles = [...caller.roles].sort();
  const unit = caller.unitId !== null;
  const found =
    probes.length > 0
      ? shapedQuery(
          db,
          'similar.probed',
          {
            dialect,
            probes: probes.map((grams) => (dialect === 'sqlite' ? 1 : grams.length)),
            roles,
            unit,
            rule: filter.rule,
            excludeId: Boolean(exclude.id),
            excludeSession: sessionKind(exclude),
            session: Boolean(filter.sessionId),
            states: filter.states ?? null,
            before: filter.before?.column ?? null,
            limit,
          } satisfies ProbedShape,
          probedValues(dialect, probes, filter),
          (shape, v) => probed(db, shape, v),
        ).compiled
      : undefined;
  const mine =
    own > 0 && roles.includes('members')
      ? shapedQuery(
          db,
          'similar.own',
          { own, excludeId: Boolean(exclude.id), excludeSession: sessionKind(exclude) },
          {
            callerId: caller.id,
            excludeId: exclude.id ?? null,
            excludeSessionId: typeof exclude.sessionId === 'string' ? exclude.sessionId : null,
          },
          (shape, v) => ({
            query: ownStatement(
              db,
              v.callerId ?? '',
              exclusionOf(shape.excludeId, shape.excludeSession, v),
              shape.own,
            ),
            meta: null,
            prepare: 'generic' as const,
          }),
        ).compiled
      : undefined;
  const rows = (
    await Promise.all([
      found ? db.executeQuery(found).then((result) => result.rows) : [],
      mine ? db.executeQuery(mine).then((result) => result.rows) : [],
    ])
  ).flat();
  return rows.map((row) => ({ id: row.id, grams: decodeFingerprint(row.grams), probes: Number(row.n) }));
}

/**
 * The shown items' rows (repository.ts `shownStatement`): one shape per number of items and the caller's
 * roles; a generic plan reads each by its primary key whatever the ids.
 */
export async function candidateRows(db: Kysely<DB>, ids: readonly string[], caller: Caller) {
  if (ids.length === 0) return [];
  const values: Values = { callerId: caller.id, unitId: caller.unitId };
  ids.forEach((id, index) => (values[`id${index}`] = id));
  const { compiled } = shapedQuery(
    db,
    'similar.shown',
    { ids: ids.length, roles: [...caller.roles].sort(), unit: caller.unitId !== null },
    values,
    (shape, v) => ({
      query: shownStatement(
        db,
        Array.from({ length: shape.ids }, (_, index) => v[`id${index}`] ?? ''),
        callerOf(shape.roles, shape.unit, v),
      ),
      meta: null,
      prepare: 'generic' as const,
    }),
  );
  return (await db.executeQuery(compiled)).rows;
}
export type CandidateRow = Awaited<ReturnType<typeof candidateRows>>[number];
