import type { Generated } from 'kysely';
import type { CalendarTables } from './schema-calendar';
import type { ChatTables } from './schema-chat';
import type { ContactTables } from './schema-contacts';
import type { MailTables } from './schema-mail';
import type { ContentTables } from './schema-content';
import type { ScrumboardTables } from './schema-scrumboard';
import type { FileManagerTables } from './schema-file-manager';
import type { DashboardTables } from './schema-dashboards';
import type { AcademyShopTables } from './schema-academy-shop';
import type { IdentityTables } from './schema-identities';
import type { NotificationTables } from './schema-notifications';
import type { NoteTables } from './schema-notes';
import type { ProposalTables } from './schema-proposals';
import type { ProfileTables } from './schema-profile';
import type { ClueTables } from './schema-clues';
import type { TopicTables } from './schema-topics';
import type { ConsultationTables } from './schema-consultations';
import type { UrgingTables } from './schema-urging';
import type { SelectionTables } from './schema-selections';
import type { CompilationTables } from './schema-compilations';
import type { AdminLogTables } from './schema-admin-log';
import type { SavedViewTables } from './schema-saved-views';
import type { DbBool, Id, IsoTime, JsonText } from './values';

/**
 * Kysely's view of the tables. Property names are camelCase; the CamelCasePlugin maps them to the
 * snake_case columns the migrations create (`ranAt` ↔ `ran_at`). Add a table here together with
 * the migration that creates it. Column kinds follow db/values.ts.
 */

/** One row per seeder that has run on this database (seed/index.ts). */
export interface SeedRunsTable {
  name: string;
  ranAt: IsoTime;
}

/** Small key → JSON value store for instance-wide settings. */
export interface SettingsTable {
  key: string;
  value: JsonText;
  updatedAt: IsoTime;
}

export interface UnitsTable {
  id: Id;
  name: string;
  /** One of UNIT_TYPES (contracts/admin.ts). */
  type: string;
  /** JSON array of 简称. */
  shortNames: Generated<JsonText>;
  /** JSON array of the pinyin initials of the name and short names (lib/pinyinInitials.ts). */
  initials: Generated<JsonText>;
  contactName: string;
  contactPhone: string;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface UsersTable {
  id: Id;
  phone: string | null;
  /** Stored lower-cased. */
  email: string | null;
  displayName: string;
  photoUrl: string | null;
  /** `scrypt$N$r$p$salt$hash` (modules/auth/passwords.ts); null = no password sign-in. */
  passwordHash: string | null;
  /** JSON array of roles. */
  roles: JsonText;
  unitId: Id | null;
  /** JSON { sector, party, committee } for members. */
  memberProfile: JsonText | null;
  /** api | firebase | auth0 */
  source: string;
  settings: JsonText;
  shortcuts: JsonText;
  disabled: DbBool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** One row per issued sign-in; the JWT's `sid`. Revoked on logout. */
export interface AuthSessionsTable {
  id: Id;
  userId: Id;
  createdAt: IsoTime;
  expiresAt: IsoTime;
  revokedAt: IsoTime | null;
}

export interface SmsCodesTable {
  id: Id;
  phone: string;
  codeHash: string;
  expiresAt: IsoTime;
  attempts: number;
  createdAt: IsoTime;
  consumedAt: IsoTime | null;
}

/** The phone-code send slot: the last accepted code request per phone (migration 0007). */
export interface SmsCodeRequestsTable {
  phone: string;
  requestedAt: IsoTime;
}

export interface PasswordResetsTable {
  id: Id;
  userId: Id;
  tokenHash: string;
  expiresAt: IsoTime;
  createdAt: IsoTime;
  usedAt: IsoTime | null;
}

/** What the demo `log` message provider "sent". */
export interface OutboxTable {
  id: Id;
  /** sms | email */
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: IsoTime;
}

export interface QuickPanelItemsTable {
  id: Id;
  userId: Id;
  /** note | event */
  kind: string;
  title: string;
  detail: string;
  position: number;
  createdAt: IsoTime;
}

/** The proposal tables (migration 0003) are declared in schema-proposals.ts. */
export interface DB
  extends
    ProposalTables,
    NotificationTables,
    ChatTables,
    MailTables,
    ContactTables,
    CalendarTables,
    NoteTables,
    ContentTables,
    ScrumboardTables,
    FileManagerTables,
    DashboardTables,
    AcademyShopTables,
    IdentityTables,
    ProfileTables,
    ClueTables,
    TopicTables,
    UrgingTables,
    ConsultationTables,
    SelectionTables,
    CompilationTables,
    AdminLogTables,
    SavedViewTables {
  seedRuns: SeedRunsTable;
  settings: SettingsTable;
  units: UnitsTable;
  users: UsersTable;
  authSessions: AuthSessionsTable;
  smsCodes: SmsCodesTable;
  smsCodeRequests: SmsCodeRequestsTable;
  passwordResets: PasswordResetsTable;
  outbox: OutboxTable;
  quickPanelItems: QuickPanelItemsTable;
}
