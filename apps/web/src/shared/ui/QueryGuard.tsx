import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { isApiError, type ApiError } from '../api/apiError';
import { Loading } from './Loading';
import { QueryError } from './QueryError';
import { Redirect } from './Redirect';

export interface GuardedQuery<T> {
  data?: T;
  error?: ApiError | SerializedError;
  isLoading: boolean;
  refetch: () => unknown;
}

/** Whether a failed read means "not yours or not there" (the server answers 403 or 404 alike). */
export const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * A detail page's one read: a spinner while it loads, the not-found page for a record that is not there or
 * not the reader's, the reason with a retry (inside `failed`, the page's own frame) for any other failure,
 * and the page itself once the data is there.
 */
export function QueryGuard<T>({
  query,
  notFoundPath,
  failed,
  children,
}: {
  query: GuardedQuery<T>;
  notFoundPath: string;
  failed: (error: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Loading />;
  if (isNotFound(query.error)) return <Redirect to={notFoundPath} />;
  if (query.error || query.data === undefined)
    return failed(<QueryError error={query.error} onRetry={() => void query.refetch()} />);
  return children(query.data);
}
