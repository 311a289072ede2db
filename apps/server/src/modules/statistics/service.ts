import {
  AWAITING_REVIEW_STATES,
  RECEIVED_STATES,
  REGISTERED_STATES,
  type ProposalKind,
  type ProposalState,
  type Statistics,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/values';
import { notFound } from '../../http/errors';
import { sessionsService } from '../sessions/service';
import { statisticsQueries } from './repository';

const REGISTERED: readonly ProposalState[] = REGISTERED_STATES;
const RECEIVED: readonly ProposalState[] = RECEIVED_STATES;

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const n = (value: unknown) => Number(value ?? 0);

/** The statistics of a session (default: the current one). */
export function statisticsService(db: Kysely<DB>) {
  return {
    async forSession(sessionId: string | undefined): Promise<Statistics> {
      const sessions = sessionsService(db);
      const session = sessionId ? await sessions.get(sessionId) : await sessions.current();
      if (!session) throw notFound();
      const q = statisticsQueries(db, session.id);
      const [groups, members, units, classes, satisfaction] = await Promise.all([
        q.proposalGroups(),
        q.byMember(RECEIVED, REGISTERED),
        q.units(nowIso()),
        q.replyClasses(),
        q.satisfaction(),
      ]);
      const total = (rows: readonly { n: unknown }[]) => rows.reduce((sum, row) => sum + n(row.n), 0);
      const inStates = (list: readonly string[]) => total(groups.filter((row) => list.includes(row.state)));
      const converted = (disposition: string) =>
        total(groups.filter((row) => row.state === 'not_registered' && row.disposition === disposition));
      /** Counts of `key` over the groups in `states`, most first. */
      const countBy = <K extends string>(
        states: readonly string[],
        key: (row: (typeof groups)[number]) => K,
      ) => {
        const counts = new Map<K, number>();
        for (const row of groups)
          if (states.includes(row.state)) counts.set(key(row), (counts.get(key(row)) ?? 0) + n(row.n));
        return [...counts].map(([code, count]) => ({ code, count }));
      };
      const byResult = (result: string) => n(satisfaction.find((row) => row.result === result)?.n);
      const evaluations = satisfaction.reduce((sum, row) => sum + n(row.n), 0);
      return {
        session: { id: session.id, name: session.name },
        proposals: {
          received: inStates(RECEIVED),
          pending: inStates(AWAITING_REVIEW_STATES),
          registered: inStates(REGISTERED),
          notRegistered: inStates(['not_registered']),
          merged: inStates(['merged']),
          withdrawn: inStates(['withdrawn']),
          converted: { opinion: converted('opinion'), publicSentiment: converted('public_sentiment') },
          assigned: inStates(['assigned', 'handling', 'replied', 'rehandling', 'closed']),
          replied: inStates(['replied', 'closed']),
          closed: inStates(['closed']),
          key: total(groups.filter((row) => n(row.isKey) === 1)),
        },
        byCategory: countBy(REGISTERED, (row) => row.categoryCode ?? '').sort((a, b) => b.count - a.count),
        byKind: countBy(RECEIVED, (row) => row.kind as ProposalKind),
        byMember: members
          .map((row) => ({
            member: { id: row.id, displayName: row.displayName },
            led: n(row.led),
            cosigned: n(row.cosigned),
            registered: n(row.registered),
          }))
          .sort(
            (a, b) =>
              b.led + b.cosigned - (a.led + a.cosigned) ||
              a.member.displayName.localeCompare(b.member.displayName, 'zh-CN'),
          ),
        units: units
          .map((row) => ({
            unit: { id: row.id, name: row.name },
            assigned: n(row.assigned),
            signed: n(row.signed),
            replied: n(row.replied),
            overdue: n(row.overdue),
            onTime: n(row.onTime),
            onTimeRate: rate(n(row.onTime), n(row.replied)),
          }))
          .sort((a, b) => b.assigned - a.assigned || a.unit.name.localeCompare(b.unit.name, 'zh-CN')),
        replyClasses: classes
          .map((row) => ({ code: row.resultClass ?? '', count: n(row.n) }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        satisfaction: {
          evaluations,
          satisfied: byResult('satisfied'),
          basicallySatisfied: byResult('basically_satisfied'),
          unsatisfied: byResult('unsatisfied'),
          rate: rate(byResult('satisfied') + byResult('basically_satisfied'), evaluations),
        },
      };
    },
  };
}
