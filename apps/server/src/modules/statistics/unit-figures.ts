import type {
  UnitFigureProposals,
  UnitFigureProposalsQuery,
  UnitFigures,
  UnitFiguresRow,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sessionsService } from '../sessions/service';
import { unitsService } from '../units/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { unitFiguresQueries } from './unit-figures-repository';

const n = (value: unknown) => Number(value ?? 0);

async function sessionOf(db: Kysely<DB>, sessionId: string | undefined) {
  const sessions = sessionsService(db);
  const session = sessionId ? await sessions.get(sessionId) : await sessions.current();
  if (!session) throw notFound();
  return session;
}

/** The per-unit figures of a session (issue 28 §5) and the proposals behind each of them. */
export function unitFiguresService(db: Kysely<DB>) {
  return {
    async forSession(sessionId: string | undefined): Promise<UnitFigures> {
      const session = await sessionOf(db, sessionId);
      const { signWarningDays } = await workflowSettingsService(db).get();
      const q = unitFiguresQueries(db, session.id, signWarningDays);
      const [tasks, urges, classes, evaluations] = await Promise.all([
        q.taskFigures(),
        q.urges(),
        q.classes(),
        q.evaluations(),
      ]);
      const rows = new Map<string, UnitFiguresRow>();
      const rowOf = (unitId: string): UnitFiguresRow => {
        let row = rows.get(unitId);
        if (!row) {
          row = {
            unit: { id: unitId, name: '' },
            assigned: 0,
            signedInTime: 0,
            replied: 0,
            repliedOnTime: 0,
            consulted: 0,
            urges: 0,
            classes: {},
            evaluations: 0,
            attitudeSatisfied: 0,
            resultSatisfied: 0,
            rehandled: 0,
          };
          rows.set(unitId, row);
        }
        return row;
      };
      for (const task of tasks)
        Object.assign(rowOf(task.unitId), {
          assigned: n(task.assigned),
          signedInTime: n(task.signedInTime),
          replied: n(task.replied),
          repliedOnTime: n(task.repliedOnTime),
          consulted: n(task.consulted),
          rehandled: n(task.rehandled),
        });
      for (const urge of urges) rowOf(urge.unitId).urges = n(urge.n);
      for (const item of classes) rowOf(item.unitId).classes[item.resultClass ?? ''] = n(item.n);
      for (const item of evaluations)
        Object.assign(rowOf(item.unitId), {
          evaluations: n(item.evaluations),
          attitudeSatisfied: n(item.attitudeSatisfied),
          resultSatisfied: n(item.resultSatisfied),
        });
      const names = new Map((await q.unitNames([...rows.keys()])).map((unit) => [unit.id, unit.name]));
      for (const row of rows.values()) row.unit.name = names.get(row.unit.id) ?? '';
      return {
        session: { id: session.id, name: session.name },
        signWarningDays,
        items: [...rows.values()].sort(
          (a, b) => b.assigned - a.assigned || a.unit.name.localeCompare(b.unit.name, 'zh-CN'),
        ),
      };
    },

    async proposals(query: UnitFigureProposalsQuery): Promise<UnitFigureProposals> {
      const session = await sessionOf(db, query.sessionId);
      const unit = await unitsService(db).get(query.unitId);
      const { signWarningDays } = await workflowSettingsService(db).get();
      const rows = await unitFiguresQueries(db, session.id, signWarningDays).proposalsBehind(
        unit.id,
        query.figure,
        query.code,
      );
      return {
        unit: { id: unit.id, name: unit.name },
        session: { id: session.id, name: session.name },
        items: rows.map((row) => ({
          id: row.id,
          number: row.number,
          title: row.title,
          state: row.state,
          count: n(row.count),
        })),
      };
    },
  };
}
