import {
  PROPOSAL_KIND_LABELS,
  PROPOSAL_STATE_LABELS,
  type Language,
  type ProposalSummary,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { keysetBatches } from '../../lib/xlsx-export';
import type { Caller } from '../auth/guard';
import { leadUnitsOf } from '../compilation/content';
import { signersOf, unitsOf } from '../compilation/repository';
import { beijingTime, type ExportCells } from '../exports/list-export';
import {
  catalogueBatch,
  catalogueCategories,
  proposalExportBatch,
  type CatalogueRow,
  type ProposalExportQuery,
} from './export-repository';
import type { SortCursor } from '../../db/keyset';
import { toSummary } from './presenter';

const BATCH = 500;

export function categoryLabel(settings: WorkflowSettings, code: string | null, language: Language): string {
  const found = settings.categories.find((category) => category.code === code);
  return found ? (language === 'en' ? found.en : found.zh) : (code ?? '');
}

const FLAGS = { key: { 'zh-CN': '重点', en: 'Key' }, excellent: { 'zh-CN': '优秀', en: 'Excellent' } };

/** The cells of the proposal lists ('proposals.staff' and 'proposals.member'). */
export function proposalCells(settings: WorkflowSettings): ExportCells<ProposalSummary> {
  return {
    number: (p) => p.number,
    title: (p) => p.title,
    proposer: (p) => p.firstProposer.displayName,
    category: (p, language) => categoryLabel(settings, p.categoryCode, language),
    kind: (p, language) => PROPOSAL_KIND_LABELS[p.kind][language],
    state: (p, language) => PROPOSAL_STATE_LABELS[p.state][language],
    submittedAt: (p) => beijingTime(p.submittedAt),
    updatedAt: (p) => beijingTime(p.updatedAt),
    registeredAt: (p) => beijingTime(p.registeredAt),
    session: (p) => p.sessionName,
    signerCount: (p) => p.signerCount,
    flags: (p, language) =>
      [p.isKey && FLAGS.key[language], p.isExcellent && FLAGS.excellent[language]].filter(Boolean).join('、'),
  };
}

/** The list's rows for the caller, filtered and sorted as GET /api/proposals, a batch at a time. */
export async function* proposalExportRows(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: ProposalExportQuery,
): AsyncGenerator<readonly ProposalSummary[]> {
  let after: SortCursor | undefined;
  for (;;) {
    const batch = await proposalExportBatch(db, dialect, caller, query, after, BATCH);
    if (batch.rows.length > 0) yield batch.rows.map(toSummary);
    if (!batch.cursor || batch.rows.length < BATCH) return;
    after = batch.cursor;
  }
}

/** A line of the 提案目录. */
export interface CatalogueLine {
  number: number | null;
  title: string;
  proposers: string[];
  leadUnits: string[];
  coUnits: string[];
  categoryCode: string | null;
}

export function catalogueCells(settings: WorkflowSettings): ExportCells<CatalogueLine> {
  return {
    number: (line) => line.number,
    title: (line) => line.title,
    proposers: (line) => line.proposers.join('、'),
    leadUnits: (line) => line.leadUnits.join('、'),
    coUnits: (line) => line.coUnits.join('、'),
    category: (line, language) =>
      categoryLabel(settings, line.categoryCode, language) || (language === 'en' ? 'None' : '未分类'),
  };
}

/** The co-units printed: the latest round's co (协办) units. */
function coUnitsOf(tasks: readonly { role: string; round: number | string; name: string }[]): string[] {
  const latest = Math.max(0, ...tasks.map((task) => Number(task.round)));
  return [
    ...new Set(
      tasks.filter((task) => Number(task.round) === latest && task.role === 'co').map((task) => task.name),
    ),
  ];
}

async function catalogueLines(db: Kysely<DB>, rows: readonly CatalogueRow[]): Promise<CatalogueLine[]> {
  const ids = rows.map((row) => row.id);
  const [signers, units] = await Promise.all([signersOf(db, ids), unitsOf(db, ids)]);
  return rows.map((row) => {
    const tasks = units
      .filter((unit) => unit.proposalId === row.id)
      .map((unit) => ({ ...unit, round: Number(unit.round) }));
    return {
      number: row.number === null ? null : Number(row.number),
      title: row.title,
      proposers:
        row.kind === 'collective' && row.collectiveBody
          ? [row.collectiveBody]
          : signers.filter((signer) => signer.proposalId === row.id).map((signer) => signer.displayName),
      leadUnits: leadUnitsOf(tasks),
      coUnits: coUnitsOf(tasks),
      categoryCode: row.categoryCode,
    };
  });
}

/**
 * The 提案目录 of a session: its registered proposals by category (the settings' order, other codes, then
 * none), within each by number — the compilation's catalogue order — a batch at a time.
 */
export async function* catalogueRows(
  db: Kysely<DB>,
  sessionId: string,
  settings: WorkflowSettings,
): AsyncGenerator<readonly CatalogueLine[]> {
  const present = await catalogueCategories(db, sessionId);
  const order: (string | null)[] = settings.categories
    .map((category) => category.code)
    .filter((code) => present.includes(code));
  for (const code of present) if (code !== null && !order.includes(code)) order.push(code);
  if (present.includes(null)) order.push(null);
  for (const code of order) {
    const batches = keysetBatches(
      (after: number | undefined, limit) => catalogueBatch(db, sessionId, code, after, limit),
      (row) => Number(row.number),
      BATCH,
    );
    for await (const rows of batches) yield await catalogueLines(db, rows);
  }
}
