import type { Id, IsoTime, JsonText } from './values';

/** The audit log of administrative and security acts (migration 0040_admin_log). */
export interface AdminLogTable {
  id: Id;
  /** One of ADMIN_LOG_ACTIONS (contracts/admin-log). */
  action: string;
  actorId: Id | null;
  ip: string | null;
  targetKind: string;
  targetId: string | null;
  targetLabel: string;
  before: JsonText | null;
  after: JsonText | null;
  createdAt: IsoTime;
}

export interface AdminLogTables {
  adminLog: AdminLogTable;
}
