import type { MemberProfile } from '../admin';
import { UNIT_TYPES, type UnitType } from '../unitTypes';
import { authRules } from '../authRules';
import type { Language } from '../messages';
import { ROLE_LABELS, type Role } from '../roles';
import { IMPORT_COLUMNS } from './columns';

/**
 * Excel import of users, units and sessions (issue 30 §1). The admin downloads a template (Chinese headers,
 * an instructions sheet), fills it and uploads it twice: a dry run (`mode=check`) answers every row with
 * what would happen and its problems; nothing is written. The confirmation (`mode=commit`) checks the same
 * file again and writes all rows in one transaction, or nothing when any row has a problem. Rows match
 * existing records (users by phone, units by name, sessions by term and meeting): a row equal to its record
 * is skipped, so importing a file twice changes nothing. New accounts get no password: an SMS (or e-mail)
 * invitation with a set-password link (the reset path), or they sign in by phone code.
 */
export const IMPORT_KINDS = ['users', 'units', 'sessions'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Larger files are refused before they are read (a 50 MB upload is a 413 with this limit named). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** What the workbook may unpack to (a zip bomb stops here, before the Excel reader opens it). */
export const IMPORT_MAX_UNPACKED_BYTES = 80 * 1024 * 1024;
/** An invitation's set-password link lives a week (the forgot-password link: an hour). */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Roles a file may give: no one becomes an administrator through an import. */
export const IMPORTABLE_ROLES = [
  'members',
  'undertaker',
  'approver',
  'staff',
  'leader',
] as const satisfies readonly Role[];

export const IMPORT_OUTCOMES = ['create', 'update', 'skip', 'invalid'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, Record<Language, string>> = {
  create: { 'zh-CN': '新建', en: 'Create' },
  update: { 'zh-CN': '更新', en: 'Update' },
  skip: { 'zh-CN': '无变化', en: 'Unchanged' },
  invalid: { 'zh-CN': '有问题', en: 'Has problems' },
};

/** One problem of a row: the column (its key; null for the whole row) and the message key with parameters. */
export interface ImportProblem {
  column: string | null;
  key: string;
  params?: Record<string, string | number>;
}

/** The cells of a row as text, by column key (empty cells are ''). */
export type ImportCells = Record<string, string>;

export interface CheckedRow<T> {
  value: T | undefined;
  problems: ImportProblem[];
}

function required(cells: ImportCells, kind: ImportKind): ImportProblem[] {
  return IMPORT_COLUMNS[kind]
    .filter((column) => column.required && !(cells[column.key] ?? '').trim())
    .map((column) => ({ column: column.key, key: 'import.required' }));
}

const listOf = (text: string) =>
  text
    .split(/[、,，;；/\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A role written as its Chinese name, its English name or its code. */
export function importRoleOf(text: string): Role | undefined {
  const wanted = text.trim().toLowerCase();
  return IMPORTABLE_ROLES.find(
    (role) =>
      role === wanted ||
      ROLE_LABELS[role]['zh-CN'] === text.trim() ||
      ROLE_LABELS[role].en.toLowerCase() === wanted,
  );
}

export interface ImportedUser {
  displayName: string;
  phone: string;
  email: string | null;
  roles: Role[];
  /** The unit's name as written (the server looks it up). */
  unitName: string | null;
  memberProfile: MemberProfile | null;
}

/** A user row's own checks (formats, roles, what a role requires); the server adds the database's. */
export function checkUserRow(cells: ImportCells): CheckedRow<ImportedUser> {
  const problems = required(cells, 'users');
  const cell = (key: string) => (cells[key] ?? '').trim();
  const name = cell('name');
  if (name && (name.length < 2 || name.length > 40))
    problems.push({ column: 'name', key: 'validation.tooShort' });
  const phone = cell('phone');
  if (phone && authRules.phone(phone)) problems.push({ column: 'phone', key: 'validation.phone' });
  const email = cell('email').toLowerCase();
  if (email && authRules.email(email)) problems.push({ column: 'email', key: 'validation.email' });
  const roles: Role[] = [];
  for (const written of listOf(cell('roles'))) {
    const role = importRoleOf(written);
    if (role) roles.push(role);
    else problems.push({ column: 'roles', key: 'import.unknownRole', params: { name: written } });
  }
  const unitName = cell('unit') || null;
  if ((roles.includes('undertaker') || roles.includes('approver')) && !unitName)
    problems.push({ column: 'unit', key: 'import.unitNeeded' });
  if (roles.includes('approver') && !roles.includes('undertaker'))
    problems.push({ column: 'roles', key: 'approval.approverNeedsUnitRole' });
  const sector = cell('sector');
  if (roles.includes('members') && !sector) problems.push({ column: 'sector', key: 'import.sectorNeeded' });
  for (const [key, max] of [
    ['sector', 40],
    ['party', 40],
    ['committee', 60],
  ] as const)
    if (cell(key).length > max) problems.push({ column: key, key: 'import.tooLong', params: { max } });
  if (problems.length > 0) return { value: undefined, problems };
  return {
    value: {
      displayName: name,
      phone,
      email: email || null,
      roles: [...new Set(roles)],
      unitName,
      memberProfile: roles.includes('members')
        ? { sector, party: cell('party'), committee: cell('committee') }
        : null,
    },
    problems,
  };
}

export interface ImportedUnit {
  name: string;
  type: UnitType;
  shortNames: string[];
  contactName: string;
  contactPhone: string;
}

export function checkUnitRow(cells: ImportCells): CheckedRow<ImportedUnit> {
  const problems = required(cells, 'units');
  const cell = (key: string) => (cells[key] ?? '').trim();
  const type = cell('type');
  if (type && !(UNIT_TYPES as readonly string[]).includes(type))
    problems.push({ column: 'type', key: 'import.unitType', params: { types: UNIT_TYPES.join('、') } });
  for (const [key, max] of [
    ['name', 60],
    ['contactName', 40],
    ['contactPhone', 20],
  ] as const)
    if (cell(key).length > max) problems.push({ column: key, key: 'import.tooLong', params: { max } });
  const shortNames = [...new Set(listOf(cell('shortNames')))];
  if (shortNames.some((short) => short.length > 20))
    problems.push({ column: 'shortNames', key: 'import.tooLong', params: { max: 20 } });
  if (problems.length > 0) return { value: undefined, problems };
  return {
    value: {
      name: cell('name'),
      type: type as UnitType,
      shortNames,
      contactName: cell('contactName'),
      contactPhone: cell('contactPhone'),
    },
    problems,
  };
}

export interface ImportedSession {
  term: number;
  meeting: number;
  year: number;
  name: string | null;
  submissionOpensAt: string | null;
  submissionClosesAt: string | null;
  plenaryStartsAt: string | null;
  plenaryEndsAt: string | null;
}

const DAY_PATTERN = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** `2027-01-10` (or 2027/1/10) → the start of that day in Beijing time, as ISO; undefined when not a date. */
export function importDay(text: string): string | undefined {
  const match = DAY_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, -8));
  const check = new Date(date.getTime() + 8 * 3600_000);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return date.toISOString();
}

export function checkSessionRow(cells: ImportCells): CheckedRow<ImportedSession> {
  const problems = required(cells, 'sessions');
  const cell = (key: string) => (cells[key] ?? '').trim();
  const integer = (key: string, min: number, max: number): number => {
    const text = cell(key);
    const value = Number(text);
    if (text && (!Number.isInteger(value) || value < min || value > max))
      problems.push({ column: key, key: 'import.integer', params: { min, max } });
    return value;
  };
  const term = integer('term', 1, 99);
  const meeting = integer('meeting', 1, 20);
  const year = integer('year', 1949, 2200);
  const days: Record<string, string | null> = {};
  for (const key of ['submissionOpensAt', 'submissionClosesAt', 'plenaryStartsAt', 'plenaryEndsAt']) {
    const text = cell(key);
    const day = text ? importDay(text) : null;
    if (day === undefined) problems.push({ column: key, key: 'import.date' });
    days[key] = day ?? null;
  }
  if (cell('name').length > 60) problems.push({ column: 'name', key: 'import.tooLong', params: { max: 60 } });
  if (problems.length > 0) return { value: undefined, problems };
  return {
    value: {
      term,
      meeting,
      year,
      name: cell('name') || null,
      submissionOpensAt: days.submissionOpensAt ?? null,
      submissionClosesAt: days.submissionClosesAt ?? null,
      plenaryStartsAt: days.plenaryStartsAt ?? null,
      plenaryEndsAt: days.plenaryEndsAt ?? null,
    },
    problems,
  };
}
