import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { listColumnIds, MAIL_PAGE_SIZE, MAIL_SEARCH_MAX, type MailSummary } from '@cppcc/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { useListColumnLabel } from '../../../shared/ui/table/useListColumnLabel';
import { useListView } from '../../../shared/ui/table/useListView';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { useMailsQuery } from '../api/mailApi';
import { keepShown, pageCount, toggled } from '../lib/listLogic';
import { MAIL_ROOT, mailPath, viewQuery, type MailView } from '../paths';
import { MailActions } from './MailActions';
import { MailListRow } from './MailListRow';

/**
 * The mails of a view: a search, a page at a time, each selectable; with some selected, the actions act on
 * them all.
 */
export function MailList({
  view,
  q,
  page,
  openId,
  onSearch,
  onPage,
  onOpen,
}: {
  view: MailView;
  q: string;
  page: number;
  openId: string | undefined;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onOpen: (item: MailSummary) => void;
}) {
  const { t } = useTranslation('mail');
  const listView = useMailListView(view);
  const query = useMailsQuery(
    { ...viewQuery(view), q: q || undefined, page, pageSize: MAIL_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // Only mails still on screen stay selected (after a move, a page turn, new mail).
  const selected = useMemo(() => keepShown(chosen, items), [chosen, items]);
  const selectedItems = items.filter((item) => selected.has(item.id));
  const outgoing = view.kind === 'folder' && (view.handle === 'sent' || view.handle === 'drafts');
  const now = new Date();
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, MAIL_PAGE_SIZE);
  const allChosen = items.length > 0 && selected.size === items.length;

  let body;
  if (query.isLoading) body = <Loading />;
  else if (query.isError)
    body = (
      <Box sx={{ p: 2 }}>
        <QueryError error={query.error} title={t('listFailed')} onRetry={() => void query.refetch()} />
      </Box>
    );
  else if (items.length === 0)
    body = (
      <Typography
        color="textSecondary"
        role="status"
        sx={{ p: 4, textAlign: 'center' }}
        data-testid="mail-empty"
      >
        {q ? t('emptySearch', { q }) : t('empty')}
      </Typography>
    );
  else
    body = (
      <List disablePadding data-testid="mail-list">
        {items.map((item) => (
          <MailListRow
            key={item.id}
            item={item}
            selected={selected.has(item.id)}
            open={item.id === openId}
            outgoing={outgoing}
            now={now}
            shows={(column) => listView.columnIds.includes(column)}
            onToggle={() => setChosen(toggled(selected, item.id))}
            onOpen={() => onOpen(item)}
          />
        ))}
      </List>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <SearchField
          value={q}
          onSearch={onSearch}
          label={t('search')}
          testId="mail-search"
          maxLength={MAIL_SEARCH_MAX}
          sx={{ flex: '1 1 200px' }}
        />
        <ListViewControls view={listView} />
        <ExportButton
          list="mail"
          path="/api/mail-app/mails/export.xlsx"
          params={{ ...viewQuery(view), q }}
          columns={listView.columnIds}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 0.5,
          minHeight: 48,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          size="small"
          checked={allChosen}
          indeterminate={selected.size > 0 && !allChosen}
          disabled={items.length === 0}
          onChange={() => setChosen(allChosen ? new Set() : new Set(items.map((item) => item.id)))}
          slotProps={{ input: { 'aria-label': t('selectAll') } }}
        />
        {selected.size > 0 ? (
          <>
            <Typography variant="body2" sx={{ mr: 1 }} data-testid="mail-selected-count">
              {t('selectedCount', { count: selected.size })}
            </Typography>
            <MailActions items={selectedItems} onGone={() => setChosen(new Set())} />
          </>
        ) : (
          <LazyTooltip title={t('refresh')}>
            <IconButton aria-label={t('refresh')} size="small" onClick={() => void query.refetch()}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </LazyTooltip>
        )}
        <Box sx={{ flex: 1 }} />
        {query.data && total > 0 && (
          <>
            <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('pageOf', { page, pages, total })}
            </Typography>
            <IconButton
              aria-label={t('previousPage')}
              size="small"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={t('nextPage')}
              size="small"
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
}

const mailTabPath = (tab: string) => `${MAIL_ROOT}/${tab}`;

/**
 * The list's columns (issue 30 §3): the row keeps who and the subject, and shows the date, the attachment
 * mark and the excerpt as chosen; the export writes the chosen columns in their order. The folder, label
 * or filter is the view's tab, so a saved view reopens it.
 */
function useMailListView(view: MailView) {
  const label = useListColumnLabel('mail');
  const columns = useMemo(() => listColumnIds('mail').map((id) => ({ id, label: label(id) })), [label]);
  const tab = mailPath(view).slice(MAIL_ROOT.length + 1);
  return useListView('mail', columns, { value: tab, pathOf: mailTabPath });
}
