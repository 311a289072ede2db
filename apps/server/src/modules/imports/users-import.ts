import { checkUserRow, type AdminUserUpdate, type ImportedUser, type MemberProfile } from '@cppcc/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { fromDbJson, newId, nowIso, toDbBool, toDbJson } from '../../db/values';
import type { AuditRecord } from '../admin-log/record';
import { userAuditRecords, userTarget } from '../users/audit-records';
import { toAdminUser, usersService } from '../users/service';
import { unitsService } from '../units/service';
import { differingKeys, duplicateTracker, type ImportPlan, type Invitee, type PlannedRow } from './plan';
import { insertUsers, usersByEmails, usersByPhones, type MatchedUser } from './repository';
import type { SheetRow } from './workbook';

/** What an import compares of an account (and may change): the file's columns. */
function comparable(user: {
  displayName: string;
  email: string | null;
  roles: readonly string[];
  unitId: string | null;
  memberProfile: MemberProfile | null;
}) {
  return {
    name: user.displayName,
    email: user.email,
    roles: [...user.roles].sort(),
    unit: user.unitId,
    memberProfile: user.memberProfile,
  };
}

/**
 * Users by phone: a new phone is a new account (no password, an invitation); a known one is updated to the
 * row, or skipped when equal. Problems beyond the row's own: the same phone or e-mail twice in the file, an
 * e-mail of another account, an unknown unit, an administrator's account (never changed by a file).
 */
export async function planUsers(db: Kysely<DB>, sheet: SheetRow[], cost: number): Promise<ImportPlan> {
  const checked = sheet.map((row) => ({ ...row, ...checkUserRow(row.cells) }));
  const phones = [...new Set(checked.map((row) => row.cells.phone?.trim() ?? '').filter(Boolean))];
  const emails = [...new Set(checked.flatMap((row) => (row.value?.email ? [row.value.email] : [])))];
  const byPhone = new Map((await usersByPhones(db, phones)).map((user) => [user.phone ?? '', user]));
  const byEmail = new Map((await usersByEmails(db, emails)).map((user) => [user.email ?? '', user]));
  const units = new Map((await unitsService(db).list()).map((unit) => [unit.name, unit.id]));
  const samePhone = duplicateTracker();
  const sameEmail = duplicateTracker();

  const rows: PlannedRow[] = [];
  const creates: { row: ImportedUser; unitId: string | null }[] = [];
  const updates: { existing: MatchedUser; patch: AdminUserUpdate }[] = [];
  for (const { row, cells, value, problems } of checked) {
    const phone = cells.phone?.trim() ?? '';
    const twice = phone ? samePhone(phone, row) : undefined;
    if (twice) problems.push({ ...twice, column: 'phone' });
    const email = value?.email;
    const emailTwice = email ? sameEmail(email, row) : undefined;
    if (emailTwice) problems.push({ ...emailTwice, column: 'email' });
    const existing = byPhone.get(phone);
    const unitName = value?.unitName ?? (cells.unit?.trim() || null);
    const unitId = unitName ? units.get(unitName) : null;
    if (unitName && unitId === undefined)
      problems.push({ column: 'unit', key: 'import.unknownUnit', params: { name: unitName } });
    if (email && byEmail.has(email) && byEmail.get(email)?.id !== existing?.id)
      problems.push({ column: 'email', key: 'import.emailInUse' });
    if (existing && fromDbJson<string[]>(existing.roles).includes('admin'))
      problems.push({ column: null, key: 'import.adminAccount' });
    const label = cells.name?.trim() ?? '';
    if (problems.length > 0 || !value) {
      rows.push({ row, key: phone, label, outcome: 'invalid', changes: [], problems });
      continue;
    }
    const wanted = comparable({ ...value, unitId: unitId ?? null });
    if (!existing) {
      creates.push({ row: value, unitId: unitId ?? null });
      rows.push({ row, key: phone, label, outcome: 'create', changes: [], problems });
      continue;
    }
    const current = comparable({
      displayName: existing.displayName,
      email: existing.email,
      roles: fromDbJson<string[]>(existing.roles),
      unitId: existing.unitId,
      memberProfile:
        existing.memberProfile === null ? null : fromDbJson<MemberProfile>(existing.memberProfile),
    });
    const changes = differingKeys(current, wanted);
    // The e-mail column left empty keeps the account's address.
    const changed = changes.filter((key) => !(key === 'email' && !value.email));
    if (changed.length === 0) {
      rows.push({ row, key: phone, label, outcome: 'skip', changes: [], problems });
      continue;
    }
    updates.push({
      existing,
      patch: {
        displayName: value.displayName,
        ...(value.email ? { email: value.email } : {}),
        roles: value.roles,
        unitId: unitId ?? null,
        memberProfile: value.memberProfile,
      },
    });
    rows.push({ row, key: phone, label, outcome: 'update', changes: changed, problems });
  }

  return {
    rows,
    async apply(trx) {
      const now = nowIso();
      const inserted: Insertable<UsersTable>[] = creates.map(({ row, unitId }) => ({
        id: newId(),
        phone: row.phone,
        email: row.email,
        displayName: row.displayName,
        photoUrl: null,
        passwordHash: null,
        roles: toDbJson(row.roles),
        unitId,
        memberProfile: row.memberProfile ? toDbJson(row.memberProfile) : null,
        source: 'api',
        settings: toDbJson({}),
        shortcuts: toDbJson([]),
        disabled: toDbBool(false),
        createdAt: now,
        updatedAt: now,
      }));
      await insertUsers(trx, inserted);
      const users = usersService(trx, { passwordHashCost: cost });
      const records: AuditRecord[] = inserted.map((user) => ({
        action: 'user.imported',
        target: userTarget({
          id: user.id ?? '',
          displayName: user.displayName,
          phone: user.phone ?? null,
          email: user.email ?? null,
        }),
        after: { roles: fromDbJson<string[]>(user.roles), unitId: user.unitId ?? null },
      }));
      for (const { existing, patch } of updates) {
        const before = toAdminUser(await users.get(existing.id));
        const after = toAdminUser(await users.update(existing.id, patch));
        records.push(...userAuditRecords(before, after));
      }
      const invitees: Invitee[] = inserted.map((user) => ({
        id: user.id ?? '',
        displayName: user.displayName,
        phone: user.phone ?? null,
        email: user.email ?? null,
      }));
      return { records, invitees };
    },
  };
}
