import {
  DEFAULT_ASSESSMENT_RULES,
  UNIT_ASSESSMENT_SETTINGS_KEY,
  assessmentRulesSchema,
  rankAssessedUnits,
  type AssessmentRules,
  type UnitAssessment,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { settingsService } from '../settings/service';
import { unitFiguresService } from '../statistics/unit-figures';

/**
 * 承办单位考核 (issue 29 §4): the rules are a setting (key `unit-assessment`, DEFAULT_ASSESSMENT_RULES
 * until admin saves them); the ranking is computed from the per-unit figures on every read, so a changed
 * rule recomputes every session's ranking at once. The scoring itself is the contract's pure function.
 */
export function unitAssessmentService(db: Kysely<DB>) {
  const settings = settingsService(db);
  async function rules(): Promise<AssessmentRules> {
    const stored = await settings.get(UNIT_ASSESSMENT_SETTINGS_KEY);
    if (stored === undefined) return DEFAULT_ASSESSMENT_RULES;
    const parsed = assessmentRulesSchema.safeParse({ ...DEFAULT_ASSESSMENT_RULES, ...(stored as object) });
    return parsed.success ? parsed.data : DEFAULT_ASSESSMENT_RULES;
  }
  return {
    rules,
    async setRules(value: AssessmentRules): Promise<AssessmentRules> {
      const parsed = assessmentRulesSchema.parse(value);
      await settings.set(UNIT_ASSESSMENT_SETTINGS_KEY, parsed);
      return parsed;
    },
    async forSession(sessionId: string | undefined): Promise<UnitAssessment> {
      const [figures, current] = await Promise.all([unitFiguresService(db).forSession(sessionId), rules()]);
      return { session: figures.session, rules: current, items: rankAssessedUnits(figures.items, current) };
    },
  };
}
