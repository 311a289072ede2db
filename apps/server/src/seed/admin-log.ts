import { recordChange, recordAudit, SYSTEM_AUDIT, type AuditRecord } from '../modules/admin-log/record';
import { userAuditRecords } from '../modules/users/audit-records';
import type { Seeder } from './types';

/**
 * Issue 30 §2: the audit log starts with what the seed itself did — every demo account and session it
 * created, recorded through `recordAudit` by the system (no actor, no address). Sign-ins, changes and
 * imports made in the demo then add their own entries.
 */
export const adminLogSeeder: Seeder = {
  name: '30-admin-log',
  async run(ctx) {
    const records: AuditRecord[] = [];
    let page = 1;
    for (;;) {
      const users = await ctx.services.users.list({ page, pageSize: 100 });
      for (const user of users.items) records.push(...userAuditRecords(undefined, user));
      if (page * users.pageSize >= users.total) break;
      page += 1;
    }
    for (const session of await ctx.services.sessions.list())
      records.push(
        ...recordChange(
          'session.created',
          { kind: 'session', id: session.id, label: session.name },
          undefined,
          session,
          ['term', 'meeting', 'year', 'name', 'isCurrent'],
        ),
      );
    await recordAudit(ctx.db, SYSTEM_AUDIT, ...records);
  },
};
