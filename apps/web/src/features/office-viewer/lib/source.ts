import { isDocumentPath } from '../../../shared/lib/viewerHref';

/**
 * What `/officeapps/view?src=…&name=…` may open. The viewer fetches `src` with the session's token, so it
 * must be a document path of our own API — never another origin (the token would leak), a page of the app,
 * or any other API route (a crafted link would call it as whoever opens it).
 */
export type ViewerQuery =
  { ok: true; src: string; name: string } | { ok: false; reason: 'missing' | 'notApi' };

const API_PREFIX = '/api/';

/** The API path `src` names, or null when it is anything else (absolute URL, `//host`, `..`, backslash …). */
export function apiPath(src: string, origin: string): string | null {
  // Raw checks first: URL parsing would quietly fix `\`, `..` and `//host` into something else.
  if (!src.startsWith(API_PREFIX) || /[\\\s\p{Cc}]/u.test(src)) return null;
  // Dot segments are refused as written (decoded too): the URL parser would resolve them silently.
  let decoded: string;
  try {
    decoded = decodeURIComponent(src.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isDocumentPath(url.pathname) || url.hash) return null;
  return url.pathname + url.search;
}

/** The file name to show and save under: `name` when given, else the last segment of the path. */
function displayName(name: string | null, path: string): string {
  const given = name?.trim();
  if (given) return given.replace(/[\\/]/g, '_');
  const last = path.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'document';
  } catch {
    return last || 'document';
  }
}

export function parseViewerQuery(search: URLSearchParams, origin: string): ViewerQuery {
  const src = search.get('src')?.trim();
  if (!src) return { ok: false, reason: 'missing' };
  const path = apiPath(src, origin);
  if (!path) return { ok: false, reason: 'notApi' };
  return { ok: true, src: path, name: displayName(search.get('name'), path) };
}

export type DocumentKind = 'pdf' | 'docx' | 'other';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * PDF or DOCX, by the bytes first (what the libraries will actually read), then by the server's content
 * type and the file name. A DOCX is a ZIP, so "PK" alone is not enough: it needs the type or the name too.
 */
export function documentKind(bytes: Uint8Array, contentType: string, fileName: string): DocumentKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  if (head === '%PDF-') return 'pdf';
  if (head.startsWith('PK\u0003\u0004') && (type === DOCX_TYPE || extension === 'docx')) return 'docx';
  return 'other';
}

export type LoadProblem = 'signedOut' | 'forbidden' | 'notFound' | 'failed' | 'network';

/** Which words to show for an HTTP status of the file request. */
export function problemOf(status: number): LoadProblem {
  if (status === 401) return 'signedOut';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 0) return 'network';
  return 'failed';
}
