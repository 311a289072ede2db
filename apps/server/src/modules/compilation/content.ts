import {
  COMPILATION_BATCH,
  PROPOSAL_STATE_LABELS,
  replySummary,
  type CompilationEdition,
  type ProposalKind,
  type ProposalState,
  type Statistics,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool } from '../../db/values';
import { compiledProposalIds, proposalsByIds, repliesOf, signersOf, unitsOf } from './repository';

/** One reply as the compilation prints it. */
export interface CompiledReply {
  unitName: string;
  /** lead | co | separate */
  role: string;
  round: number;
  title: string;
  /** The full text, or the summary when the unit published only that (public edition). */
  text: string;
  summaryOnly: boolean;
  resultClass: string | null;
}

export interface CompiledProposal {
  id: string;
  number: number | null;
  title: string;
  analysis: string;
  suggestions: string;
  kind: ProposalKind;
  categoryCode: string | null;
  /** 领衔 first, then the co-signers who accepted; a collective proposal's body. */
  proposers: string[];
  /** The lead (or separate) units of the latest round. */
  leadUnits: string[];
  /** 办理结果: the lead reply's class with its label, else the proposal's state. */
  outcome: string;
  excellent: boolean;
  key: boolean;
  replies: CompiledReply[];
}

export interface CompilationContent {
  sessionName: string;
  edition: CompilationEdition;
  statistics: Statistics;
  settings: WorkflowSettings;
  proposals: CompiledProposal[];
  /** YYYY-MM-DD, Beijing time. */
  date: string;
}

type ProposalRow = Awaited<ReturnType<typeof proposalsByIds>>[number];
type ReplyRow = Awaited<ReturnType<typeof repliesOf>>[number];

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The units printed as 主办: the latest round's lead units, or its separate ones (分办). */
export function leadUnitsOf(tasks: readonly { role: string; round: number; name: string }[]): string[] {
  const latest = Math.max(0, ...tasks.map((task) => task.round));
  const round = tasks.filter((task) => task.round === latest);
  const lead = round.filter((task) => task.role === 'lead');
  return [
    ...new Set(
      (lead.length > 0 ? lead : round.filter((task) => task.role === 'separate')).map((task) => task.name),
    ),
  ];
}

/** 「A类（所提问题已解决或采纳）」 from the last lead (or separate) reply, else the state's name. */
export function outcomeOf(state: string, replies: readonly ReplyRow[], settings: WorkflowSettings): string {
  const answering = replies.filter((reply) => reply.role !== 'co' && reply.resultClass);
  const last = answering[answering.length - 1];
  if (last?.resultClass) {
    const label = settings.replyClasses.find((item) => item.code === last.resultClass)?.zh;
    return label ? `${last.resultClass}类（${label}）` : `${last.resultClass}类`;
  }
  return PROPOSAL_STATE_LABELS[state as ProposalState]?.['zh-CN'] ?? state;
}

function compiledReply(reply: ReplyRow, edition: CompilationEdition): CompiledReply {
  const summaryOnly = edition === 'public' && reply.publication === 'summary';
  return {
    unitName: reply.unitName,
    role: reply.role,
    round: Number(reply.round),
    title: reply.title,
    text: summaryOnly ? replySummary(reply.body) : reply.body,
    summaryOnly,
    resultClass: reply.resultClass,
  };
}

/**
 * Reads the proposals the edition holds, COMPILATION_BATCH at a time (four statements a batch, never one
 * per proposal), calling `progress(done, total)` after each batch.
 */
export async function readCompiledProposals(
  db: Kysely<DB>,
  sessionId: string,
  edition: CompilationEdition,
  settings: WorkflowSettings,
  progress: (done: number, total: number) => Promise<void>,
): Promise<CompiledProposal[]> {
  const ids = await compiledProposalIds(db, sessionId, edition);
  await progress(0, ids.length);
  const result: CompiledProposal[] = [];
  for (let start = 0; start < ids.length; start += COMPILATION_BATCH) {
    const batch = ids.slice(start, start + COMPILATION_BATCH);
    const [rows, signers, units, replies] = await Promise.all([
      proposalsByIds(db, batch),
      signersOf(db, batch),
      unitsOf(db, batch),
      repliesOf(db, batch, edition),
    ]);
    const byId = new Map<string, ProposalRow>(rows.map((row) => [row.id, row]));
    const signersBy = groupBy(signers, (row) => row.proposalId);
    const unitsBy = groupBy(units, (row) => row.proposalId);
    const repliesBy = groupBy(replies, (row) => row.proposalId);
    for (const id of batch) {
      const row = byId.get(id);
      if (!row) continue;
      const own = repliesBy.get(id) ?? [];
      result.push({
        id,
        number: row.number === null ? null : Number(row.number),
        title: row.title,
        analysis: row.analysis,
        suggestions: row.suggestions,
        kind: row.kind as ProposalKind,
        categoryCode: row.categoryCode,
        proposers:
          row.kind === 'collective' && row.collectiveBody
            ? [row.collectiveBody]
            : (signersBy.get(id) ?? []).map((signer) => signer.displayName),
        leadUnits: leadUnitsOf(unitsBy.get(id) ?? []),
        outcome: outcomeOf(row.state, own, settings),
        excellent: fromDbBool(row.isExcellent),
        key: fromDbBool(row.isKey),
        replies: own.map((reply) => compiledReply(reply, edition)),
      });
    }
    await progress(Math.min(ids.length, start + batch.length), ids.length);
  }
  return result;
}
