/**
 * Issue 33: what a signed-in cold load asks for in the first wave after the HTML, from index.html's inline start
 * (`startScript.ts`, put there by `vite.startPages.ts`) — before any of the app's modules has loaded.
 *
 * Plain data without imports: the build reads it (vite.config.ts) as well as the app. `startPages.test.ts`
 * checks every entry against the route table (the path is a route, `module` is its page's module), and the
 * browser test `first-load.spec.ts` that the calls named here are exactly the page's (none made twice).
 */

/** Modules of every signed-in page, their chunks preloaded whenever a session is stored. */
export const START_CORE_MODULES: readonly string[] = [
  'src/app/featureRoutes.ts',
  'src/app/storeRoot.tsx',
  'src/shell/layout/AppShell.tsx',
];

export interface StartPage {
  /** The page's module (relative to apps/web), whose chunk and static imports are preloaded. */
  module: string;
  /** GET calls (paths under /api, with their query as the page writes it) its first screen shows. */
  calls: readonly string[];
  /**
   * Calls keyed by the current session, `{session}` standing for its id: asked as soon as `/api/sessions` (one
   * of `calls`) has answered — still before the page's chunk has run — when a session is current.
   */
  sessionCalls?: readonly string[];
}

/** Where `sessionCalls` put the current session's id. */
export const START_SESSION_PLACEHOLDER = '{session}';

/** The session check every stored session starts with (`startSession`). */
export const START_SESSION_CALL = '/api/auth/access-token';

/** Each role's landing page (LANDING_PATHS in contracts) and the pages opened most, by path. */
export const START_PAGES: Readonly<Record<string, StartPage>> = {
  '/apps/todo/index': {
    module: 'src/features/member-workbench/pages/MemberOverviewPage.tsx',
    calls: [
      '/api/proposals/counts?scope=mine',
      '/api/proposals?scope=mine&state=draft%2Creturned&sort=updatedAt&order=desc&page=1&pageSize=10',
      '/api/todo-app/todos?filterHandle=proposal',
      '/api/proposals?scope=mine&sort=updatedAt&order=desc&page=1&pageSize=10',
      '/api/topics',
    ],
  },
  '/apps/staff/index': {
    module: 'src/features/staff-workbench/pages/StaffIndexPage.tsx',
    calls: ['/api/sessions', '/api/workflow-settings', '/api/tasks/counts'],
    // The session's figures and its proposals awaiting review, as StaffIndexPage asks for them.
    sessionCalls: [
      '/api/proposals/counts?scope=all&sessionId={session}',
      '/api/proposals?scope=all&sessionId={session}&state=submitted&sort=submittedAt&order=desc&pageSize=5',
    ],
  },
  '/apps/undertaker/index': {
    module: 'src/features/undertaker/pages/OverviewPage.tsx',
    calls: [
      '/api/tasks/counts',
      '/api/tasks?type=pending&page=1&pageSize=8',
      '/api/tasks?type=overdue&page=1&pageSize=8',
      '/api/tasks?type=due_soon&page=1&pageSize=8',
    ],
  },
  '/apps/staff/statistics': {
    module: 'src/features/statistics/pages/StatisticsPage.tsx',
    calls: ['/api/sessions', '/api/workflow-settings', '/api/statistics'],
  },
  '/apps/dashboards/analytics': {
    module: 'src/features/dashboards/pages/AnalyticsDashboardPage.tsx',
    calls: ['/api/analytics-dashboard-app/widgets'],
  },
  '/apps/dashboards/project': {
    module: 'src/features/dashboards/pages/ProjectDashboardPage.tsx',
    calls: [],
  },
  '/apps/mail/inbox': {
    module: 'src/features/mail/pages/MailAppPage.tsx',
    calls: ['/api/mail-app/mails?folder=inbox&page=1&pageSize=20'],
  },
  '/apps/calendar': {
    module: 'src/features/calendar/pages/CalendarPage.tsx',
    calls: ['/api/calendar-app/events', '/api/calendar-app/proposal-dates'],
  },
  '/apps/scrumboard/boards': {
    module: 'src/features/scrumboard/pages/BoardsPage.tsx',
    calls: ['/api/scrumboard-app/boards'],
  },
};
