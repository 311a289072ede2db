import { useSearchParams } from 'react-router';
import { useStatisticsQuery } from '../api';
import { useSessionsQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

/**
 * The chosen session (`?session=`, default the current one), the sessions to choose from, that session's
 * figures and the workflow settings for the names — what every statistics page starts with.
 */
export function useSessionStatistics() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('session') ?? undefined;
  const sessions = useSessionsQuery();
  const settings = useWorkflowSettingsQuery();
  const statistics = useStatisticsQuery({ sessionId: chosen });
  const choose = (sessionId: string | undefined) =>
    setSearchParams(sessionId ? { session: sessionId } : {}, { replace: true });
  return { chosen, choose, sessions, settings, statistics };
}
