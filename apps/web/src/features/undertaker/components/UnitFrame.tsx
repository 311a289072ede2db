import { UNIT_LIST_TYPES } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUser } from '../../../shared/session/hooks';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useUnitTaskCountsQuery } from '../api';
import { UNIT_FOLDER_HANDLES } from '../lib/lists';
import { folderPath, listPath, UNIT_INDEX_PATH } from '../paths';

function NavLine({
  to,
  label,
  count,
  current,
}: {
  to: string;
  label: string;
  count?: number;
  current: boolean;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{ borderRadius: 1 }}
      >
        <ListItemText primary={label} />
        {count !== undefined && (
          <Chip
            size="small"
            label={count}
            color={count > 0 ? 'primary' : 'default'}
            variant={count > 0 ? 'filled' : 'outlined'}
            data-testid="list-count"
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The unit workbench's frame: the page heading, the unit's name and a side navigation of the lists
 * (with counts) and folders; on narrow screens the navigation sits above the content.
 */
export function UnitFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('undertaker');
  const { pathname } = useLocation();
  const user = useUser();
  const counts = useUnitTaskCountsQuery();
  usePageTitle(title);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ flex: 1, p: { xs: 2, sm: 3 }, minWidth: 0, alignItems: { md: 'flex-start' } }}
      data-testid="unit-workbench"
    >
      {/* Narrow screens: the lists as one scrollable row of chips, so the content starts on the first screen. */}
      <Stack
        component="nav"
        aria-label={t('listsNav')}
        direction="row"
        spacing={1}
        sx={{ display: { xs: 'flex', md: 'none' }, overflowX: 'auto', pb: 0.5 }}
      >
        {[
          { to: UNIT_INDEX_PATH, label: t('overview') },
          ...UNIT_LIST_TYPES.map((type) => ({
            to: listPath(type),
            label: `${t(`list.${type}`)}${counts.data ? ` ${counts.data.counts[type]}` : ''}`,
          })),
          ...UNIT_FOLDER_HANDLES.map((folder) => ({ to: folderPath(folder), label: t(`folder.${folder}`) })),
        ].map((item) => (
          <Chip
            key={item.to}
            component={RouterLink}
            to={item.to}
            clickable
            label={item.label}
            color={pathname === item.to ? 'primary' : 'default'}
            variant={pathname === item.to ? 'filled' : 'outlined'}
            aria-current={pathname === item.to ? 'page' : undefined}
          />
        ))}
      </Stack>
      <Card
        component="nav"
        aria-label={t('listsNav')}
        sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0 }}
      >
        <List dense sx={{ p: 1 }}>
          <NavLine to={UNIT_INDEX_PATH} label={t('overview')} current={pathname === UNIT_INDEX_PATH} />
          <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
            {t('lists')}
          </ListSubheader>
          {UNIT_LIST_TYPES.map((type) => (
            <NavLine
              key={type}
              to={listPath(type)}
              label={t(`list.${type}`)}
              count={counts.data?.counts[type]}
              current={pathname === listPath(type)}
            />
          ))}
          <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
            {t('folders')}
          </ListSubheader>
          {UNIT_FOLDER_HANDLES.map((folder) => (
            <NavLine
              key={folder}
              to={folderPath(folder)}
              label={t(`folder.${folder}`)}
              current={pathname === folderPath(folder)}
            />
          ))}
        </List>
      </Card>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <div>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {user.unit && (
              <Typography color="textSecondary" data-testid="unit-name">
                {user.unit.name}
              </Typography>
            )}
          </div>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Stack>
  );
}
