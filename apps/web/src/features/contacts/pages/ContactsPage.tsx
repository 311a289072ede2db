import {
  CONTACT_COLUMNS,
  contactSort,
  encodeContactFilters,
  type Contact,
  type ContactColumn,
  type ContactFilter,
  type ContactSort,
} from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/PersonAdd';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { useListView } from '../../../shared/ui/table/useListView';
import { useContactsQuery, useContactsUserQuery } from '../api';
import { BulkBar } from '../components/BulkBar';
import { ContactPanel } from '../components/ContactPanel';
import { ContactsTable } from '../components/ContactsTable';
import { FilterBar } from '../components/FilterBar';
import { contactLists, ListNav } from '../components/ListNav';
import { i18nBundle } from '../i18n';
import { visibleContacts } from '../lib/tableModel';
import { useContactActions } from '../lib/useContactActions';
import { contactUrlSchema, decodeContactFilters } from '../lib/urlState';
import { fullName } from '../lib/vcard';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { CONTACT_PARAM, DEFAULT_CONTACT_LIST, NEW_CONTACT } from '../paths';

registerBundle(i18nBundle);

const DIRECTORY = 'directory';
const OWN_COLUMNS = CONTACT_COLUMNS.filter((column) => column !== 'section');

/**
 * /apps/contacts/{id} (seed 001): the lists on the left (a select on phones), the chosen list as a table
 * with filters, sorting and selection, bulk actions on the selection, and the side panel for one contact
 * (`?contact=<id>` or `?contact=new`, so a reload keeps it open).
 */
export default function ContactsPage() {
  const { t } = useTranslation('contacts');
  usePageTitle(t('title'));
  const listId = useParams().id ?? DEFAULT_CONTACT_LIST;
  const theme = useTheme();
  // Below xl the lists fold into a select: beside the main navigation a sidebar leaves the table too narrow.
  const compact = useMediaQuery(theme.breakpoints.down('xl'));
  const user = useContactsUserQuery();
  const lists = contactLists(user.data, t);
  const current = lists.find((list) => list.id === listId);

  return (
    <Box sx={{ display: 'flex', gap: 2, p: { xs: 1.5, sm: 3 }, alignItems: 'flex-start' }}>
      {!compact && (
        <Paper variant="outlined" sx={{ width: 240, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 2 }} color="textSecondary">
            {t('lists')}
          </Typography>
          <ListNav lists={lists} current={listId} compact={false} />
        </Paper>
      )}
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {compact && <ListNav lists={lists} current={listId} compact />}
        <ContactsList
          key={listId}
          listId={listId}
          label={current?.label ?? t('list.all')}
          starred={user.data?.starred}
        />
      </Stack>
    </Box>
  );
}

function ContactsList({
  listId,
  label,
  starred,
}: {
  listId: string;
  label: string;
  starred: readonly string[] | undefined;
}) {
  const { t } = useTranslation('contacts');
  const directory = listId === DIRECTORY;
  const columns: readonly ContactColumn[] = directory ? CONTACT_COLUMNS : OWN_COLUMNS;
  const query = useContactsQuery(listId);
  const actions = useContactActions();
  const [params, setParams] = useSearchParams();
  const { filters: url, setFilters: setUrl } = useUrlFilters(contactUrlSchema);
  const filters = useMemo(() => decodeContactFilters(url.filters), [url.filters]);
  const setFilters = (next: ContactFilter[]) =>
    setUrl({ filters: encodeContactFilters(next) }, { replace: true });
  const sort = useMemo(
    () => contactSort({ sort: url.sort, order: url.order }, directory),
    [url.sort, url.order, directory],
  );
  // The column chooser and saved views (issue 30 §3) over the columns this list has.
  const choosable = useMemo(() => columns.map((id) => ({ id, label: t(`column.${id}`) })), [columns, t]);
  const view = useListView('contacts', choosable);
  const orderedShown = view.columnIds.filter((id): id is ContactColumn =>
    (columns as readonly string[]).includes(id),
  );
  const setSort = (next: ContactSort) => setUrl({ sort: next.by, order: next.order });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  const rows = useMemo(
    () => (query.data ? visibleContacts(query.data, filters, sort) : undefined),
    [query.data, filters, sort],
  );
  // Only what is still in the list stays selected (after a removal or a refetch).
  const selected = useMemo(
    () => new Set([...picked].filter((id) => query.data?.some((contact) => contact.id === id))),
    [picked, query.data],
  );
  const starredSet = useMemo(() => new Set(starred), [starred]);
  const chosen = (query.data ?? []).filter((contact) => selected.has(contact.id));

  const open = params.get(CONTACT_PARAM);
  const openContact: Contact | null | undefined =
    open === NEW_CONTACT ? null : query.data?.find((contact) => contact.id === open);
  const setOpen = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(CONTACT_PARAM);
        else next.set(CONTACT_PARAM, id);
        return next;
      },
      { replace: id === null },
    );

  const count = query.data?.length;
  const shown = rows?.length;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1" data-testid="contacts-title">
            {label}
          </Typography>
          {count !== undefined && (
            <Typography variant="body2" color="textSecondary" data-testid="contacts-count">
              {shown === count ? t('count', { count }) : t('countFiltered', { shown, count })}
            </Typography>
          )}
        </Box>
        <ListViewControls view={view} />
        <ExportButton
          list="contacts"
          path="/api/contacts-app/contacts/export.xlsx"
          params={{ id: listId, filters: url.filters, sort: sort?.by, order: sort?.order }}
          columns={orderedShown}
        />
        <Button
          startIcon={<DownloadIcon />}
          disabled={!rows || rows.length === 0}
          onClick={() => rows && actions.exportCards(rows, label)}
        >
          {t('exportList')}
        </Button>
        {!directory && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(NEW_CONTACT)}>
            {t('newContact')}
          </Button>
        )}
      </Box>
      {directory && <Alert severity="info">{t('directoryHint')}</Alert>}
      {query.isError && (
        <QueryError error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />
      )}
      <FilterBar columns={columns} filters={filters} onChange={setFilters} />
      {chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          busy={actions.busy}
          onStar={() => void actions.star(chosen.map((contact) => contact.id))}
          onUnstar={() => void actions.unstar(chosen.map((contact) => contact.id))}
          onExport={() => actions.exportCards(chosen, label)}
          onRemove={() =>
            void actions
              .removeMany(chosen.map((contact) => contact.id))
              .then((done) => done && setPicked(new Set()))
          }
        />
      )}
      <ContactsTable
        rows={rows}
        columns={orderedShown}
        failed={query.isError}
        fetching={query.isFetching}
        empty={query.data?.length ? t('noMatches') : t('empty')}
        sort={sort}
        onSort={setSort}
        selected={selected}
        onSelect={setPicked}
        starred={starredSet}
        onToggleStar={(contact) => void actions.toggleStar(contact)}
        onOpen={(contact) => setOpen(contact.id)}
      />
      {open !== null && (query.data !== undefined || open === NEW_CONTACT) && (
        <ContactPanel
          contact={openContact}
          starred={openContact ? starredSet.has(openContact.id) : false}
          onClose={() => setOpen(null)}
          onToggleStar={(contact) => void actions.toggleStar(contact)}
          onExport={(contact) => actions.exportCards([contact], fullName(contact))}
          onRemove={(contact) => void actions.removeOne(contact).then((done) => done && setOpen(null))}
        />
      )}
    </>
  );
}
