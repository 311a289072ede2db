import type { Contact } from '@cppcc/contracts';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import { nextSort } from '../../../shared/ui/table/paging';
import type { Column } from '../../../shared/ui/table/types';
import type { ContactColumn, ContactSort } from '@cppcc/contracts';
import { fullName } from '../lib/vcard';
import { ContactAvatar } from './ContactAvatar';

interface ContactsTableProps {
  /** Undefined until the list has arrived. */
  rows: readonly Contact[] | undefined;
  columns: readonly ContactColumn[];
  failed: boolean;
  fetching: boolean;
  empty: string;
  /** Null: the list in the server's order, no header active. */
  sort: ContactSort | null;
  onSort: (sort: ContactSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
  starred: ReadonlySet<string>;
  onToggleStar: (contact: Contact) => void;
  onOpen: (contact: Contact) => void;
}

/**
 * The contacts as the shared table (cards on phones): the name opens the side panel, the star flips at once;
 * own contacts can be selected for the bulk actions, directory entries cannot.
 */
export function ContactsTable(props: ContactsTableProps) {
  const { t } = useTranslation('contacts');
  const columns: Column<Contact>[] = props.columns.map((id) => {
    if (id === 'name')
      return {
        id,
        label: t('column.name'),
        sortKey: id,
        primary: true,
        cell: (contact) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 150 }}>
            <ContactAvatar contact={contact} />
            <Box sx={{ minWidth: 0 }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                sx={{ fontWeight: 600, textAlign: 'start' }}
                aria-label={t('open', { name: fullName(contact) })}
                onClick={() => props.onOpen(contact)}
                data-testid="contact-open"
              >
                {fullName(contact)}
              </Link>
              {contact.nickname && (
                <Typography variant="body2" color="textSecondary" noWrap>
                  {contact.nickname}
                </Typography>
              )}
            </Box>
          </Box>
        ),
      };
    return {
      id,
      label: t(`column.${id}`),
      sortKey: id,
      // Addresses and numbers stay on one line; names of units and titles may wrap.
      nowrap: id === 'email' || id === 'phone' || id === 'section',
      cell: (contact) => (id === 'section' ? contact.section : contact[id]) || t('noValue'),
    };
  });
  const own = props.rows?.some((contact) => !contact.readOnly) ?? false;
  if (own)
    columns.push({
      id: 'star',
      label: t('column.star'),
      cell: (contact) =>
        contact.readOnly ? null : (
          <IconButton
            size="small"
            aria-label={t(props.starred.has(contact.id) ? 'unstar' : 'star', { name: fullName(contact) })}
            aria-pressed={props.starred.has(contact.id)}
            onClick={() => props.onToggleStar(contact)}
            data-testid="contact-star"
          >
            {props.starred.has(contact.id) ? <StarIcon color="warning" /> : <StarBorderIcon />}
          </IconButton>
        ),
    });

  return (
    <PagedTable
      label={t('tableLabel')}
      testId="contacts-table"
      columns={columns}
      rows={props.rows}
      rowKey={(contact) => contact.id}
      rowProps={(contact) => ({ 'data-testid': 'contact-row', 'data-contact-id': contact.id })}
      failed={props.failed}
      fetching={props.fetching}
      empty={props.empty}
      emptyTestId="contacts-empty"
      sorting={{
        by: props.sort?.by ?? '',
        order: props.sort?.order ?? 'asc',
        onSort: (key) => {
          const column = props.columns.find((candidate) => candidate === key);
          if (column)
            props.onSort({
              ...nextSort(props.sort ?? { by: '', order: 'asc' }, column, () => 'asc'),
              by: column,
            });
        },
      }}
      selection={
        own
          ? {
              selected: props.selected,
              onChange: props.onSelect,
              selectable: (contact) => !contact.readOnly,
              rowLabel: (contact) => t('selectRow', { name: fullName(contact) }),
              allLabel: t('selectAll'),
            }
          : undefined
      }
    />
  );
}
