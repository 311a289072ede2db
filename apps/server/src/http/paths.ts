/** URL prefixes the HTTP layer routes on, in one place. */
export const API_PREFIX = '/api';
export const DOCS_PREFIX = '/api/docs';
/** Vite puts content-hashed bundles here; they never change under the same name. */
export const ASSETS_PREFIX = '/assets/';

export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
