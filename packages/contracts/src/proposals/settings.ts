import { workflowSettingsSchema } from '../workflow/settings';

/** GET /api/workflow-settings (signed in) and PUT /api/admin/workflow-settings (admin): the whole object. */
export const workflowSettingsBodySchema = workflowSettingsSchema;
export const workflowSettingsResponseSchema = workflowSettingsSchema;
export const WORKFLOW_SETTINGS_KEY = 'workflow';
