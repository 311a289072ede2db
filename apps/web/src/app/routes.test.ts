import { isRole, LANDING_PATHS } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { featureRedirects, featureRoutes } from './featureRoutes';
import { entryRedirects, entryRoutes, NOT_FOUND_PATH, ROLE_LANDING_PATH, SERVER_ERROR_PATH } from './routes';

const appRoutes = [...entryRoutes, ...featureRoutes];
const redirects = [...entryRedirects, ...featureRedirects];
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
  it('has every role’s landing page (seed 000 §2.3), which /apps/index sends to without checking', () => {
    for (const path of Object.values(LANDING_PATHS)) expect(paths).toContain(path);
  });
  it('renders without the store only bare pages a guest may open, all in the entry’s part', () => {
    const storeless = appRoutes.filter((route) => route.storeless);
    expect(storeless.map((route) => route.path)).toContain(LANDING_PATHS.guest);
    for (const route of storeless) {
      expect(entryRoutes, route.path).toContain(route);
      expect(route.auth === null || route.auth?.length === 0, route.path).toBe(true);
      expect(route.settings?.layout?.config?.navbar?.display, route.path).toBe(false);
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
