import { apiHeaders } from '../../../shared/api/request';
import { problemOf, type LoadProblem } from './source';

export interface LoadedDocument {
  bytes: Uint8Array;
  contentType: string;
}

/** A failed file request: which kind of problem, and the server's own (translated) message if it sent one. */
export class DocumentLoadError extends Error {
  constructor(
    readonly problem: LoadProblem,
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

/** Fetches an API file with the session's headers (the same as every API call). */
export async function fetchDocument(src: string, signal: AbortSignal): Promise<LoadedDocument> {
  let response: Response;
  try {
    response = await fetch(src, {
      headers: apiHeaders(),
      credentials: 'same-origin',
      redirect: 'error',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DocumentLoadError('network', 0, null);
  }
  if (!response.ok) {
    throw new DocumentLoadError(
      problemOf(response.status),
      response.status,
      messageOf(await response.text()),
    );
  }
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}
