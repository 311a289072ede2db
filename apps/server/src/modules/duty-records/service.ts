import {
  DEFAULT_DUTY_SCORE_RULES,
  REGISTERED_STATES,
  dutyScore,
  dutyScoreParts,
  dutyScoreRulesSchema,
  emptyDutyFigures,
  evaluationOnTime,
  type DutyAct,
  type DutyActKind,
  type DutyFigures,
  type DutyRecord,
  type DutyRecordList,
  type DutyScoreRules,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool } from '../../db/values';
import { notFound } from '../../http/errors';
import { addWorkingDays } from '../../lib/dates';
import type { Caller } from '../auth/guard';
import { isStaff } from '../proposals/repository';
import { sessionsService } from '../sessions/service';
import { settingsService } from '../settings/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { dutyActQueries, dutyQueries } from './repository';

/** The settings key of the score rules. */
export const DUTY_SCORE_RULES_KEY = 'dutyScoreRules';

const n = (value: unknown) => Number(value ?? 0);

/**
 * Members' duty records (委员履职档案, issue 29 §2): figures counted from the facts of a session, scored by
 * the rules kept as a setting. The score is never stored: a changed rule changes every score at once.
 * Staff see every member; a member sees only their own (anyone else's: 404).
 */
export function dutyRecordsService(db: Kysely<DB>) {
  const settings = settingsService(db);

  async function rules(): Promise<DutyScoreRules> {
    const stored = await settings.get(DUTY_SCORE_RULES_KEY);
    if (stored === undefined) return DEFAULT_DUTY_SCORE_RULES;
    const parsed = dutyScoreRulesSchema.safeParse({ ...DEFAULT_DUTY_SCORE_RULES, ...(stored as object) });
    return parsed.success ? parsed.data : DEFAULT_DUTY_SCORE_RULES;
  }

  async function session(sessionId: string | undefined) {
    const sessions = sessionsService(db);
    const row = sessionId ? await sessions.get(sessionId) : await sessions.current();
    if (!row) throw notFound('proposal.sessionNotFound');
    return { id: row.id, name: row.name, year: row.year };
  }

  /** The member a caller may read: staff any member, a member themself; otherwise 404. */
  async function readableMember(memberId: string, caller: Caller, sessionId: string) {
    if (!isStaff(caller) && caller.id !== memberId) throw notFound('dutyRecords.memberNotFound');
    const [member] = await dutyQueries(db, sessionId).members(memberId);
    if (!member) throw notFound('dutyRecords.memberNotFound');
    return member;
  }

  /** Every member's (or one member's) figures of a session, by member id. */
  async function figures(sessionId: string, memberId?: string): Promise<Map<string, DutyFigures>> {
    const q = dutyQueries(db, sessionId);
    const [signed, evaluations, consultations, supervisions, clues, workflow] = await Promise.all([
      q.signerFigures(memberId),
      q.evaluations(memberId),
      q.consultations(memberId),
      q.supervisions(memberId),
      q.cluesAdopted(memberId),
      workflowSettingsService(db).get(),
    ]);
    const byMember = new Map<string, DutyFigures>();
    const of = (id: string) => {
      let entry = byMember.get(id);
      if (!entry) byMember.set(id, (entry = emptyDutyFigures()));
      return entry;
    };
    for (const row of signed) {
      const entry = of(row.memberId);
      entry.led = n(row.led);
      entry.cosigned = n(row.cosigned);
      entry.registered = n(row.registered);
      entry.notRegistered = n(row.notRegistered);
      entry.key = n(row.key);
      entry.excellent = n(row.excellent);
    }
    for (const row of evaluations) {
      const windowEndsAt = windowEnd(row.reviewedAt, workflow.evaluationWindowWorkingDays);
      const entry = of(row.memberId);
      if (evaluationOnTime(row.createdAt, windowEndsAt)) entry.evaluationOnTime += 1;
      else entry.evaluationLate += 1;
    }
    for (const row of consultations) of(row.memberId).consultation = n(row.n);
    for (const row of supervisions) of(row.memberId).supervision = n(row.n);
    for (const row of clues) of(row.memberId).clueAdopted = n(row.n);
    return byMember;
  }

  async function record(
    memberId: string,
    caller: Caller,
    sessionId: string | undefined,
  ): Promise<DutyRecord> {
    const current = await session(sessionId);
    const member = await readableMember(memberId, caller, current.id);
    const [byMember, scoreRules] = await Promise.all([figures(current.id, member.id), rules()]);
    const memberFigures = byMember.get(member.id) ?? emptyDutyFigures();
    return {
      session: current,
      member,
      figures: memberFigures,
      points: dutyScoreParts(memberFigures, scoreRules),
      score: dutyScore(memberFigures, scoreRules),
      rules: scoreRules,
    };
  }

  return {
    rules,

    async setRules(value: DutyScoreRules): Promise<DutyScoreRules> {
      const parsed = dutyScoreRulesSchema.parse(value);
      await settings.set(DUTY_SCORE_RULES_KEY, parsed);
      return parsed;
    },

    async list(sessionId: string | undefined): Promise<DutyRecordList> {
      const current = await session(sessionId);
      const [members, all, scoreRules] = await Promise.all([
        dutyQueries(db, current.id).members(),
        figures(current.id),
        rules(),
      ]);
      return {
        session: current,
        items: members.map((member) => {
          const memberFigures = all.get(member.id) ?? emptyDutyFigures();
          return { member, figures: memberFigures, score: dutyScore(memberFigures, scoreRules) };
        }),
      };
    },

    record,

    /** The records behind one figure. */
    async acts(
      memberId: string,
      caller: Caller,
      sessionId: string | undefined,
      kind: DutyActKind,
    ): Promise<DutyAct[]> {
      const current = await session(sessionId);
      const member = await readableMember(memberId, caller, current.id);
      return actsOf(db, current.id, member.id, kind);
    },

    /** What the yearly report prints: the record and every proposal led or co-signed with its outcome. */
    async reportData(memberId: string, caller: Caller, sessionId: string | undefined) {
      const dutyRecord = await record(memberId, caller, sessionId);
      const q = dutyActQueries(db, dutyRecord.session.id, dutyRecord.member.id);
      const signed = await q.signed();
      const classes = await q.replyClasses(signed.map((row) => row.proposalId));
      return {
        record: dutyRecord,
        proposals: signed.map((row) => ({
          ...toAct(row, null),
          led: fromDbBool(row.isFirst),
          resultClasses: [
            ...new Set(
              classes
                .filter((reply) => reply.proposalId === row.proposalId && reply.resultClass)
                .map((reply) => reply.resultClass ?? ''),
            ),
          ],
        })),
      };
    },
  };
}
export type DutyRecordsService = ReturnType<typeof dutyRecordsService>;

const windowEnd = (reviewedAt: string | null, days: number) =>
  reviewedAt ? addWorkingDays(reviewedAt, days) : null;

interface ActRow {
  proposalId: string;
  number: number | null;
  title: string;
  state: string;
  isKey: number;
  isExcellent: number;
  at: string | null;
}

const toAct = (row: ActRow, note: string | null): DutyAct => ({
  proposalId: row.proposalId,
  number: row.number,
  title: row.title,
  state: row.state,
  isKey: fromDbBool(row.isKey),
  isExcellent: fromDbBool(row.isExcellent),
  at: row.at,
  note,
});

async function actsOf(db: Kysely<DB>, sessionId: string, memberId: string, kind: DutyActKind) {
  const q = dutyActQueries(db, sessionId, memberId);
  switch (kind) {
    case 'led':
    case 'cosigned':
    case 'registered':
    case 'notRegistered':
    case 'key':
    case 'excellent': {
      const rows = await q.signed();
      return rows.filter((row) => signedMatches(kind, row)).map((row) => toAct(row, null));
    }
    case 'evaluationOnTime':
    case 'evaluationLate': {
      const [rows, workflow] = await Promise.all([q.evaluations(), workflowSettingsService(db).get()]);
      return rows
        .filter(
          (row) =>
            evaluationOnTime(row.at, windowEnd(row.reviewedAt, workflow.evaluationWindowWorkingDays)) ===
            (kind === 'evaluationOnTime'),
        )
        .map((row) => toAct(row, row.attitude));
    }
    case 'consultation':
      return (await q.consultations()).map((row) => toAct(row, row.note));
    case 'supervision':
      return (await q.supervisions()).map((row) => toAct(row, row.note));
    case 'clueAdopted':
      return (await q.cluesAdopted()).map((row) => toAct(row, row.note));
  }
}

function signedMatches(kind: DutyActKind, row: ActRow & { isFirst: number }): boolean {
  if (kind === 'led') return fromDbBool(row.isFirst);
  if (kind === 'cosigned') return !fromDbBool(row.isFirst);
  if (kind === 'registered') return (REGISTERED_STATES as readonly string[]).includes(row.state);
  if (kind === 'notRegistered') return row.state === 'not_registered';
  if (kind === 'key') return fromDbBool(row.isKey);
  return fromDbBool(row.isExcellent);
}
