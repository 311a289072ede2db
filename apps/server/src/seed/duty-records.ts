import { DEFAULT_DUTY_SCORE_RULES } from '@cppcc/contracts';
import { dutyRecordsService } from '../modules/duty-records/service';
import type { Seeder } from './types';

/**
 * Issue 29 §2: the committee's score rules, saved once through the service as the settings page does
 * (the default, Minhang's points). Every member's figures and score follow from the seeded proposals,
 * co-signatures, evaluations, meetings, supervisions and adopted clues: the seed test checks every member
 * has a score in the current session.
 */
export const dutyRecordsSeeder: Seeder = {
  name: '0038_duty_records',
  async run(ctx) {
    await dutyRecordsService(ctx.db).setRules(DEFAULT_DUTY_SCORE_RULES);
  },
};
