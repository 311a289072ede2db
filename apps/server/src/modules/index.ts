import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { attachmentRoutes } from './attachments/routes';
import { authRoutes } from './auth/routes';
import { calendarRoutes } from './calendar/routes';
import { chatRoutes } from './chat/routes';
import { contactsRoutes } from './contacts/routes';
import { notesRoutes } from './notes/routes';
import { contentRoutes } from './content/routes';
import { scrumboardRoutes } from './scrumboard/routes';
import { dashboardsRoutes } from './dashboards/routes';
import { healthRoutes } from './health/routes';
import { mailRoutes } from './mail/routes';
import { outboxRoutes } from './messaging/routes';
import { notificationRoutes } from './notifications/routes';
import { proposalRoutes } from './proposals/routes';
import { similarityRoutes } from './proposals/similarity/routes';
import { wordImportRoutes } from './proposals/word-import/routes';
import { quickPanelRoutes } from './quick-panel/routes';
import { realtimeRoutes } from './realtime/routes';
import { evaluationRoutes } from './evaluations/routes';
import { oversightRoutes } from './oversight/routes';
import { sessionRoutes } from './sessions/routes';
import { statisticsRoutes } from './statistics/routes';
import { taskRoutes } from './tasks/routes';
import { todoAppRoutes } from './todo-app/routes';
import { unitRoutes } from './units/routes';
import { userAdminRoutes } from './users/routes';
import { workflowSettingsRoutes } from './workflow-settings/routes';
import { fileManagerRoutes } from './file-manager/routes';
import { iconRoutes } from './icons/routes';
import { academyRoutes } from './academy/routes';
import { shopRoutes } from './e-commerce/routes';
import { identityRoutes } from './identity/routes';
import { profileRoutes } from './profile/routes';
import { clueRoutes } from './clues/routes';
import { cluePictureRoutes } from './clues/picture-routes';
import { topicRoutes } from './topics/routes';
import { consultationRoutes } from './consultation/routes';
import { selectionRoutes } from './selections/routes';
import { urgingRoutes } from './urging/routes';
import { adminLogRoutes } from './admin-log/routes';
import { importRoutes } from './imports/routes';
import { suggestionRoutes } from './suggestions/routes';
import { dutyRecordRoutes } from './duty-records/routes';
import { compilationRoutes } from './compilation/routes';
import { unitAssessmentRoutes } from './unit-assessment/routes';
import { savedViewRoutes } from './saved-views/routes';

/** A module's routes: a Fastify plugin (its own encapsulated scope for hooks such as auth). */
export type ApiModule = FastifyPluginCallbackZod | FastifyPluginAsyncZod;

/**
 * Every module's routes, mounted under /api by app.ts. A new module adds one line here. Every route
 * must declare `config: { auth }` (modules/auth/guard.ts), or the server refuses to start.
 */
export const apiModules: readonly ApiModule[] = [
  healthRoutes,
  authRoutes,
  userAdminRoutes,
  unitRoutes,
  quickPanelRoutes,
  outboxRoutes,
  sessionRoutes,
  workflowSettingsRoutes,
  proposalRoutes,
  similarityRoutes,
  wordImportRoutes,
  attachmentRoutes,
  taskRoutes,
  evaluationRoutes,
  statisticsRoutes,
  oversightRoutes,
  todoAppRoutes,
  notificationRoutes,
  realtimeRoutes,
  chatRoutes,
  contactsRoutes,
  calendarRoutes,
  mailRoutes,
  notesRoutes,
  contentRoutes,
  scrumboardRoutes,
  fileManagerRoutes,
  iconRoutes,
  dashboardsRoutes,
  academyRoutes,
  shopRoutes,
  identityRoutes,
  profileRoutes,
  clueRoutes,
  cluePictureRoutes,
  topicRoutes,
  consultationRoutes,
  selectionRoutes,
  urgingRoutes,
  dutyRecordRoutes,
  compilationRoutes,
  unitAssessmentRoutes,
  adminLogRoutes,
  importRoutes,
  suggestionRoutes,
  savedViewRoutes,
];
