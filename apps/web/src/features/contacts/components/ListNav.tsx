import type { ContactsUser } from '@cppcc/contracts';
import GroupsIcon from '@mui/icons-material/Groups';
import LockIcon from '@mui/icons-material/LockOutlined';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import UpdateIcon from '@mui/icons-material/Update';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { contactsListPath } from '../paths';

export interface ContactList {
  id: string;
  label: string;
  count?: number;
  icon: ReactNode;
  readOnly: boolean;
}

/** The lists of the app: all, frequent, starred, the user's groups and the committee directory. */
export function contactLists(user: ContactsUser | undefined, t: TFunction<'contacts'>): ContactList[] {
  const lists: ContactList[] = [
    { id: 'all', label: t('list.all'), icon: <PeopleIcon />, readOnly: false },
    {
      id: 'frequent',
      label: t('list.frequent'),
      count: user?.frequentContacts.length,
      icon: <UpdateIcon />,
      readOnly: false,
    },
    {
      id: 'starred',
      label: t('list.starred'),
      count: user?.starred.length,
      icon: <StarIcon />,
      readOnly: false,
    },
  ];
  for (const group of user?.groups ?? [])
    lists.push({
      id: group.id,
      // Seeded and built-in groups are named in the reader's language; others as their owner named them.
      label: group.key ? t(`group.${group.key}`, { defaultValue: group.name }) : group.name,
      count: group.contactIds.length,
      icon: group.readOnly ? <LockIcon /> : <GroupsIcon />,
      readOnly: group.readOnly,
    });
  return lists;
}

/** A list of links on wide screens; one select on phones, where a sidebar would squeeze the table. */
export function ListNav({
  lists,
  current,
  compact,
}: {
  lists: ContactList[];
  current: string;
  compact: boolean;
}) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  if (compact)
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={t('lists')}
        value={lists.some((list) => list.id === current) ? current : 'all'}
        onChange={(event) => void navigate(contactsListPath(event.target.value))}
        data-testid="contact-list-select"
      >
        {lists.map((list) => (
          <MenuItem key={list.id} value={list.id}>
            {list.count === undefined ? list.label : `${list.label} (${list.count})`}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <List component="nav" aria-label={t('lists')} dense data-testid="contact-lists">
      {lists.map((list) => (
        <ListItemButton
          key={list.id}
          component={RouterLink}
          to={contactsListPath(list.id)}
          selected={list.id === current}
          aria-current={list.id === current ? 'page' : undefined}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{list.icon}</ListItemIcon>
          <ListItemText primary={list.label} />
          {list.count !== undefined && (
            <ListItemText
              primary={list.count}
              sx={{ flex: 'none', color: 'text.secondary' }}
              slotProps={{ primary: { variant: 'body2' } }}
            />
          )}
        </ListItemButton>
      ))}
    </List>
  );
}
