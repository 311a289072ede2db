import { isRole, LANDING_PATHS } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import {
  appRoutes,
  NOT_FOUND_PATH,
  redirects,
  resolveLanding,
  ROLE_LANDING_PATH,
  SERVER_ERROR_PATH,
} from './routes';

const paths = appRoutes.map((route) => route.path);

describe('route table', () => {
  it('has no duplicate paths, counting redirects and the role landing', () => {
    const all = [...paths, ...redirects.map((redirect) => redirect.from), ROLE_LANDING_PATH];
    expect(new Set(all).size).toBe(all.length);
  });
  it('uses absolute paths without a trailing slash', () => {
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*[^/]$/);
  });
  it('gives every route a valid auth list (unset, or known roles without repeats)', () => {
    for (const { path, auth } of appRoutes) {
      if (auth === undefined || auth === null) continue;
      expect(auth.every(isRole), path).toBe(true);
      expect(new Set(auth).size, path).toBe(auth.length);
    }
  });
  it('has the error pages and the placeholder landing', () => {
    expect(paths).toContain(NOT_FOUND_PATH);
    expect(paths).toContain(SERVER_ERROR_PATH);
    expect(paths).toContain(LANDING_PATHS.signedIn);
    expect(redirects).toContainEqual({ from: '/', to: '/apps/index' });
  });
  it('keeps the error pages and the landing open to everyone', () => {
    for (const route of appRoutes.filter((r) =>
      [NOT_FOUND_PATH, SERVER_ERROR_PATH, LANDING_PATHS.signedIn].includes(r.path),
    )) {
      expect(route.auth ?? null, route.path).toBeNull();
    }
  });
  // Loads each page module for real: the lazy import resolves and default-exports a component.
  it.each(appRoutes.map((route) => [route.path, route] as const))(
    '%s has a lazy page component',
    async (_path, route) => {
      expect(route.page).toBeTypeOf('function');
      const module = await route.page();
      expect(module.default).toBeTypeOf('function');
    },
  );
});

describe('resolveLanding', () => {
  it('lands every role of the real table where seed 000 §2.3 says (guests on /login)', () => {
    expect(resolveLanding([])).toBe('/login');
    expect(resolveLanding(['undertaker'])).toBe('/apps/undertaker/index');
    expect(resolveLanding(['members'])).toBe('/apps/todo/index');
    expect(resolveLanding(['admin'])).toBe('/apps/staff/index');
    expect(resolveLanding(['staff'])).toBe('/apps/staff/index');
    expect(resolveLanding(['user'])).toBe(LANDING_PATHS.signedIn);
  });
  it('follows landingPathFor once its target is in the table', () => {
    const known = new Set(['/login', '/apps/undertaker/index', '/apps/todo/index', '/apps/staff/index']);
    expect(resolveLanding([], known)).toBe('/login');
    expect(resolveLanding(['undertaker'], known)).toBe('/apps/undertaker/index');
    expect(resolveLanding(['members'], known)).toBe('/apps/todo/index');
    expect(resolveLanding(['admin'], known)).toBe('/apps/staff/index');
  });
});
