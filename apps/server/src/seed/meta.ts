import { nowIso } from '../db/values';
import type { Seeder } from './types';

/** Marks the database as holding demo data (the first seeder; later ones add units, users, proposals). */
export const metaSeeder: Seeder = {
  name: '0000_meta',
  async run({ services }) {
    await services.settings.set('demo', { seededAt: nowIso() });
  },
};
