import {
  DEFAULT_WORKFLOW_SETTINGS,
  WORKFLOW_SETTINGS_KEY,
  workflowSettingsSchema,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { settingsService } from '../settings/service';

/**
 * The workflow settings (periods, reply classes, categories), stored in the settings table under one
 * key; DEFAULT_WORKFLOW_SETTINGS until admin saves them. A stored value that no longer validates (an
 * older shape) falls back to the defaults, field by field.
 */
export function workflowSettingsService(db: Kysely<DB>) {
  const settings = settingsService(db);
  return {
    async get(): Promise<WorkflowSettings> {
      const stored = await settings.get(WORKFLOW_SETTINGS_KEY);
      if (stored === undefined) return DEFAULT_WORKFLOW_SETTINGS;
      const merged = workflowSettingsSchema.safeParse({
        ...DEFAULT_WORKFLOW_SETTINGS,
        ...(stored as object),
      });
      return merged.success ? merged.data : DEFAULT_WORKFLOW_SETTINGS;
    },
    async set(value: WorkflowSettings): Promise<WorkflowSettings> {
      const parsed = workflowSettingsSchema.parse(value);
      await settings.set(WORKFLOW_SETTINGS_KEY, parsed);
      return parsed;
    },
  };
}
export type WorkflowSettingsService = ReturnType<typeof workflowSettingsService>;
