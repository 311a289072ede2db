import { LANDING_PATHS } from '@cppcc/contracts';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featureRoutes } from '../featureRoutes';
import { START_CORE_MODULES, START_PAGES, START_SESSION_PLACEHOLDER } from './startPages';

/** Modules by their path relative to apps/web, as the start table names them. */
const modules = import.meta.glob<Record<string, unknown>>(['/src/features/*/pages/*.tsx', '/src/app/*.ts*']);
const shellModules = import.meta.glob('/src/shell/layout/*.tsx');

describe('the start table (issue 33)', () => {
  it('names every role’s landing page', () => {
    for (const path of [LANDING_PATHS.members, LANDING_PATHS.staff, LANDING_PATHS.undertaker])
      expect(Object.keys(START_PAGES)).toContain(path);
  });

  it('names modules that exist', () => {
    for (const module of START_CORE_MODULES)
      expect({ ...modules, ...shellModules }, module).toHaveProperty([`/${module}`]);
  });

  it.each(Object.entries(START_PAGES))(
    '%s: a route whose page comes from the module named',
    async (path, start) => {
      // The router's first match (the table's order decides between a fixed path and a pattern).
      const route = featureRoutes.find((candidate) => matchPath(candidate.path, path));
      expect(route, `no route ${path}`).toBeDefined();
      const load = modules[`/${start.module}`];
      expect(load, `no module ${start.module}`).toBeDefined();
      const [page, module] = await Promise.all([route?.page(), load?.()]);
      expect(Object.values(module ?? {})).toContain(page?.default);
    },
    60_000,
  );

  it('asks only for calls under /api, each once per page', () => {
    for (const { calls } of Object.values(START_PAGES)) {
      expect(new Set(calls).size).toBe(calls.length);
      for (const call of calls) expect(call).toMatch(/^\/api\//);
    }
  });

  it('asks for session-keyed calls only on pages that ask for the sessions, each naming the session', () => {
    for (const { calls, sessionCalls = [] } of Object.values(START_PAGES)) {
      if (sessionCalls.length > 0) expect(calls).toContain('/api/sessions');
      expect(new Set(sessionCalls).size).toBe(sessionCalls.length);
      for (const call of sessionCalls) {
        expect(call).toMatch(/^\/api\//);
        expect(call).toContain(START_SESSION_PLACEHOLDER);
      }
    }
  });
});
