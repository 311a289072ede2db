import type { Health } from '@cppcc/contracts';
import type { Database } from '../../db/database';
import { currentMigration } from '../../db/migrate';
import { unavailable } from '../../http/errors';
import { serverPackage } from '../../paths';

/** Status for load balancers and humans: 503 (UNAVAILABLE) as soon as the database does not answer. */
export async function getHealth(db: Database, redis: Health['redis']): Promise<Health> {
  let migration: string | null;
  try {
    await db.ping();
    migration = await currentMigration(db);
  } catch (error) {
    throw unavailable('error.databaseUnavailable', { cause: error });
  }
  return {
    status: redis === 'down' ? 'degraded' : 'ok',
    dialect: db.dialect,
    migration,
    uptimeSeconds: Math.round(process.uptime()),
    version: serverPackage().version,
    redis,
  };
}
