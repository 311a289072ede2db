import type { PublicReply } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePublicRepliesQuery } from '../api';
import { PublicFrame } from '../components/PublicFrame';
import { i18nBundle } from '../i18n';
import { excerpt, publicQuery } from '../query';
import { withParams } from '../../../shared/lib/searchParams';
import { PUBLIC_REPLIES_PATH } from '../routes';
import { localeDate } from '../../../shared/lib/dates';
import { SearchField } from '../../../shared/ui/SearchField';
import { QueryError } from '../../../shared/ui/QueryError';

registerBundle(i18nBundle);

/** /public/replies: the published replies, newest first, searchable by subject or unit, ten a page. */
export default function PublicRepliesPage() {
  const { t } = useTranslation('publication');
  const [search, setSearch] = useSearchParams();
  const query = publicQuery(search);
  const list = usePublicRepliesQuery(query);
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / query.pageSize);

  return (
    <PublicFrame title={t('title')}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <SearchField
          label={t('searchLabel')}
          placeholder={t('search')}
          value={query.q ?? ''}
          onSearch={(q) => setSearch(withParams(search, { q: q || null }), { replace: true })}
          sx={{ flex: 1 }}
        />
        {list.data && (
          <Typography color="text.secondary" data-testid="public-total">
            {t('total', { count: total })}
          </Typography>
        )}
      </Stack>
      {list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <Loading />
      ) : (list.data?.items.length ?? 0) === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="public-empty">
          {query.q ? t('noMatches') : t('empty')}
        </Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="public-replies">
          {list.data?.items.map((item) => (
            <ReplyCard key={item.id} reply={item} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack component="nav" aria-label={t('pagination')} sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={query.page}
            onChange={(_event, page) => setSearch(withParams(search, { page: String(page) }))}
            getItemAriaLabel={(type, page) =>
              type === 'page' ? t('pageLabel', { page }) : t(`pager.${type}`)
            }
          />
        </Stack>
      )}
    </PublicFrame>
  );
}

function ReplyCard({ reply }: { reply: PublicReply }) {
  const { t, i18n } = useTranslation('publication');
  const number = reply.proposal.number === null ? null : t('number', { number: reply.proposal.number });
  return (
    <Card component="li" data-testid="public-reply" data-reply={reply.id}>
      <CardActionArea component={RouterLink} to={`${PUBLIC_REPLIES_PATH}/${encodeURIComponent(reply.id)}`}>
        <CardContent>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
          >
            {number && <Chip size="small" color="primary" label={number} />}
            <Chip size="small" variant="outlined" label={reply.proposal.sessionName} />
            {reply.publication === 'summary' && <Chip size="small" label={t('summary')} />}
          </Stack>
          <Typography variant="h6" component="h2">
            {reply.proposal.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('unit')}：{reply.unitName}
            {reply.approvedAt ? ` · ${t('approvedAt')}：${localeDate(reply.approvedAt, i18n.language)}` : ''}
          </Typography>
          <Typography variant="body2">{excerpt(reply.text)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
