import {
  isRole,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserUpdate,
  type MemberProfile,
  type Role,
  type User,
} from '@cppcc/contracts';
import type { Kysely, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB, UsersTable } from '../../db/schema';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson } from '../../db/values';
import { conflict, invalidFields, notFound } from '../../http/errors';
import { revokeUserSessions } from '../auth/repository';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword } from '../auth/passwords';
import { findUnitById } from '../units/repository';
import type { SortCursor } from '../../db/keyset';
import { keysetBatches } from '../../lib/xlsx-export';
import {
  countUsers,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  searchUsers,
  updateUser,
  userExportBatch,
  type UserFilter,
  type UserRow,
} from './repository';

export type UserSource = 'api' | 'firebase' | 'auth0';

export interface NewUser {
  displayName: string;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  /** Plain text; hashed here. Omitted → the account cannot sign in with a password. */
  password?: string | null | undefined;
  roles: readonly Role[];
  unitId?: string | null | undefined;
  memberProfile?: MemberProfile | null | undefined;
  photoURL?: string | null | undefined;
  source?: UserSource;
}

export interface SelfUpdate {
  displayName?: string | undefined;
  photoURL?: string | null | undefined;
  settings?: Record<string, unknown> | undefined;
  shortcuts?: string[] | undefined;
}

export function rolesOf(row: UserRow): Role[] {
  const roles = fromDbJson<unknown>(row.roles);
  return Array.isArray(roles) ? roles.filter(isRole) : [];
}

/** The user as seed 000 §3 shapes it (what the web app stores as userInfo). */
export function toUser(row: UserRow): User {
  return {
    uid: row.id,
    role: rolesOf(row),
    from: row.source as User['from'],
    phone: row.phone,
    unit: row.unitId && row.unitName ? { id: row.unitId, name: row.unitName } : null,
    data: {
      displayName: row.displayName,
      photoURL: row.photoUrl,
      email: row.email,
      settings: fromDbJson<Record<string, unknown>>(row.settings),
      shortcuts: fromDbJson<string[]>(row.shortcuts),
    },
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    phone: row.phone,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    roles: rolesOf(row),
    unit: row.unitId && row.unitName ? { id: row.unitId, name: row.unitName } : null,
    memberProfile: row.memberProfile === null ? null : fromDbJson<MemberProfile>(row.memberProfile),
    from: row.source as AdminUser['from'],
    disabled: fromDbBool(row.disabled),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function normalizeEmail(email: string | null | undefined): string | null {
  return email ? email.trim().toLowerCase() : null;
}

const duplicate = (field: 'phone' | 'email') =>
  conflict(field === 'phone' ? 'auth.phoneInUse' : 'auth.emailInUse', {
    fields: { [field]: field === 'phone' ? 'auth.phoneInUse' : 'auth.emailInUse' },
  });

/**
 * Accounts. Every way a user comes into being (registration, admin screen, seed) goes through
 * `create`, so phone/e-mail uniqueness, lower-cased e-mails and hashed passwords hold everywhere.
 * Takes a Kysely handle so callers can pass a transaction.
 */
export function usersService(db: Kysely<DB>, options: { passwordHashCost?: number } = {}) {
  const cost = options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST;

  async function checkUnique(phone: string | null, email: string | null, exceptId?: string): Promise<void> {
    if (phone) {
      const other = await findUserByPhone(db, phone);
      if (other && other.id !== exceptId) throw duplicate('phone');
    }
    if (email) {
      const other = await findUserByEmail(db, email);
      if (other && other.id !== exceptId) throw duplicate('email');
    }
  }

  async function checkUnit(unitId: string | null | undefined): Promise<void> {
    // '' is an id that names no unit, not "no unit" (null): refused like any unknown id.
    if (unitId != null && !(await findUnitById(db, unitId)))
      throw invalidFields({ unitId: 'error.unitNotFound' });
  }

  /** Unique violations that slipped past the checks (a concurrent insert) become the same 409. */
  async function write(work: () => Promise<void>, phone: string | null): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = String((error as Error).message);
      throw duplicate(message.includes('phone') && phone ? 'phone' : 'email');
    }
  }

  return {
    count: () => countUsers(db),

    async get(id: string): Promise<UserRow> {
      const row = await findUserById(db, id);
      if (!row) throw notFound('error.userNotFound');
      return row;
    },

    findById: (id: string) => findUserById(db, id),
    findByPhone: (phone: string) => findUserByPhone(db, phone),
    findByEmail: (email: string) => findUserByEmail(db, email.trim().toLowerCase()),

    async create(input: NewUser): Promise<UserRow> {
      const phone = input.phone?.trim() || null;
      const email = normalizeEmail(input.email);
      await checkUnique(phone, email);
      await checkUnit(input.unitId);
      const now = nowIso();
      const row = {
        id: newId(),
        phone,
        email,
        displayName: input.displayName.trim(),
        photoUrl: input.photoURL ?? null,
        passwordHash: input.password ? await hashPassword(input.password, cost) : null,
        roles: toDbJson([...new Set(input.roles)]),
        unitId: input.unitId ?? null,
        memberProfile: input.memberProfile ? toDbJson(input.memberProfile) : null,
        source: input.source ?? 'api',
        settings: toDbJson({}),
        shortcuts: toDbJson([]),
        disabled: toDbBool(false),
        createdAt: now,
        updatedAt: now,
      };
      await write(() => insertUser(db, row), phone);
      return this.get(row.id);
    },

    /** What a user changes of themselves (POST /api/auth/user/update). */
    async updateSelf(id: string, patch: SelfUpdate): Promise<UserRow> {
      const changes: Updateable<UsersTable> = { updatedAt: nowIso() };
      if (patch.displayName !== undefined) changes.displayName = patch.displayName.trim();
      if (patch.photoURL !== undefined) changes.photoUrl = patch.photoURL;
      if (patch.settings !== undefined) changes.settings = toDbJson(patch.settings);
      if (patch.shortcuts !== undefined) changes.shortcuts = toDbJson(patch.shortcuts);
      await updateUser(db, id, changes);
      return this.get(id);
    },

    /** The admin screen's edit. Disabling an account ends its sessions at once. */
    async update(id: string, patch: AdminUserUpdate): Promise<UserRow> {
      const current = await this.get(id);
      const phone = patch.phone === undefined ? undefined : patch.phone?.trim() || null;
      const email = patch.email === undefined ? undefined : normalizeEmail(patch.email);
      const nextPhone = phone === undefined ? current.phone : phone;
      const nextEmail = email === undefined ? current.email : email;
      if (!nextPhone && !nextEmail) throw invalidFields({ phone: 'validation.phoneOrEmail' });
      await checkUnique(phone ?? null, email ?? null, id);
      await checkUnit(patch.unitId);
      const now = nowIso();
      const changes: Updateable<UsersTable> = { updatedAt: now };
      if (patch.displayName !== undefined) changes.displayName = patch.displayName.trim();
      if (phone !== undefined) changes.phone = phone;
      if (email !== undefined) changes.email = email;
      if (patch.roles !== undefined) changes.roles = toDbJson([...new Set(patch.roles)]);
      if (patch.unitId !== undefined) changes.unitId = patch.unitId;
      if (patch.memberProfile !== undefined)
        changes.memberProfile = patch.memberProfile === null ? null : toDbJson(patch.memberProfile);
      if (patch.disabled !== undefined) changes.disabled = toDbBool(patch.disabled);
      await write(() => updateUser(db, id, changes), nextPhone);
      if (patch.disabled === true) await revokeUserSessions(db, id, now);
      return this.get(id);
    },

    /** Sets a new password and ends every session of the user. */
    /** Ends every session of the account but `keepSessionId` (the caller's own change). */
    async setPassword(id: string, password: string, keepSessionId?: string): Promise<void> {
      await this.get(id);
      const now = nowIso();
      await updateUser(db, id, { passwordHash: await hashPassword(password, cost), updatedAt: now });
      await revokeUserSessions(db, id, now, keepSessionId);
    },

    async list(query: AdminUserListQuery) {
      const { rows, total } = await searchUsers(db, {
        q: query.q,
        role: query.role,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
    },

    /** What `list` shows for the same filter, all of it, a batch at a time (the list's export). */
    async *exportRows(filter: UserFilter): AsyncGenerator<readonly AdminUser[]> {
      const batches = keysetBatches(
        (after: SortCursor | undefined, limit) => userExportBatch(db, filter, after, limit),
        (row) => ({ value: row.createdAt, id: row.id }),
      );
      for await (const rows of batches) yield rows.map(toAdminUser);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
