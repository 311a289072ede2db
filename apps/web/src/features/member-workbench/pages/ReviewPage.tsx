import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { useMyProposalsQuery } from '../api';
import { ReviewCard, type EvaluationOutcome } from '../components/ReviewCard';
import { i18nBundle } from '../i18n';
import { reviewBundle } from '../reviewI18n';
import { WorkbenchFrame } from './WorkbenchFrame';
import { pageParam, filterSchema } from '../../../shared/lib/urlFilters';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { useCursorParams, useShownPage } from '../../../shared/api/pageCursor';
import type { MemberListParams } from '../listQuery';
import { QueryError } from '../../../shared/ui/QueryError';

registerBundle(i18nBundle);
registerBundle(reviewBundle);

const PAGE_SIZE = 10;
const reviewFiltersSchema = filterSchema({ page: pageParam() });

/**
 * /apps/todo/review: my replied proposals (I sign them), each with its approved replies to evaluate. The
 * proposal list is the source (a to-do may be deleted by hand); each card asks which replies await me.
 */
export default function ReviewPage() {
  const { t } = useTranslation('memberWorkbench');
  const { t: tr } = useTranslation('memberReview');
  const { filters, setFilters } = useUrlFilters(reviewFiltersSchema);
  const { page } = filters;
  const params: MemberListParams = {
    scope: 'mine',
    state: 'replied',
    sort: 'updatedAt',
    order: 'asc',
    page,
    pageSize: PAGE_SIZE,
  };
  // Forward one page from the page shown: by its cursor (issue 33 §2); the address keeps the page number.
  const list = useMyProposalsQuery(useCursorParams('proposals.review', params));
  useShownPage('proposals.review', params, list.currentData);
  const settings = useWorkflowSettingsQuery();
  const [outcome, setOutcome] = useState<EvaluationOutcome | null>(null);
  const items = list.data?.items ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);

  return (
    <WorkbenchFrame title={t('review')}>
      <Typography color="textSecondary">{tr('intro')}</Typography>
      {outcome && (
        <Alert
          severity="success"
          onClose={() => setOutcome(null)}
          data-testid="evaluation-outcome"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={`/apps/proposals/${outcome.proposal.id}`}
            >
              {tr('openProposal')}
            </Button>
          }
        >
          {tr(outcome.closed ? 'sentClosed' : 'sent', { title: outcome.proposal.title })}
        </Alert>
      )}
      {list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <Loading />
      ) : items.length === 0 ? (
        <Card>
          <CardContent>
            <Typography color="textSecondary" data-testid="review-empty">
              {t('reviewEmpty')}
            </Typography>
            <Link component={RouterLink} to="/apps/todo/all">
              {tr('allProposals')}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={2} data-testid="review-list">
          {items.map((proposal) => (
            <ReviewCard
              key={proposal.id}
              proposal={proposal}
              settings={settings.data}
              onEvaluated={(next) => {
                setOutcome(next);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setFilters({ page: next })}
              getItemAriaLabel={(type, number) =>
                type === 'page' ? tr('pageLabel', { page: number }) : tr(`pager.${type}`)
              }
            />
          )}
        </Stack>
      )}
    </WorkbenchFrame>
  );
}
