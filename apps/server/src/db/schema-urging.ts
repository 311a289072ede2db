import type { Id, IsoTime } from './values';

/** 催办 (issue 28 §3): one row per task urged (migration 0030). */
export interface UrgesTable {
  id: Id;
  taskId: Id;
  proposalId: Id;
  unitId: Id;
  urgedBy: Id;
  message: string;
  createdAt: IsoTime;
}

export interface UrgingTables {
  urges: UrgesTable;
}
