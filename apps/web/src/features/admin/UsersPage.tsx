import { listColumnIds, ROLES, USER_STATUS_LABELS, type AdminUser } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/api/errorText';
import { registerBundle } from '../../shared/i18n/i18n';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { useListUsersQuery, useUpdateUserMutation } from './api';
import { i18nBundle } from './i18n';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserDialog } from './UserDialog';
import { pageParam, pageSizeParam, textParam, filterSchema, oneOfParam } from '../../shared/lib/urlFilters';
import { useUrlFilters } from '../../shared/lib/useUrlFilters';
import { ExportButton } from '../../shared/ui/ExportButton';
import { SearchField } from '../../shared/ui/SearchField';
import { zeroBasedPage } from '../../shared/ui/table/paging';
import { ListViewControls } from '../../shared/ui/table/ListViewControls';
import { useListColumnLabel } from '../../shared/ui/table/useListColumnLabel';
import { useListView } from '../../shared/ui/table/useListView';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { formatDateTime } from '../../shared/lib/dates';

registerBundle(i18nBundle);

const USER_PAGE_SIZES = [10, 20, 50] as const;
/** The search, role and page in the URL, so a link (or the back button) brings the same list back. */
const usersFiltersSchema = filterSchema({
  q: textParam(),
  role: oneOfParam(ROLES),
  page: pageParam(),
  pageSize: pageSizeParam(USER_PAGE_SIZES, 20),
});

/** /apps/admin/users: search, role filter, paging; create/edit, disable, reset password. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('usersTitle'));
  const { filters, setFilters } = useUrlFilters(usersFiltersSchema);
  const search = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.role ? { role: filters.role } : {}),
  };
  const { data, isFetching, error } = useListUsersQuery({
    ...search,
    page: filters.page,
    pageSize: filters.pageSize,
  });
  const errorText = useErrorText();
  const columns = useUserColumns();
  const view = useListView('users', columns);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="admin-users">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('usersTitle')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ListViewControls view={view} />
          <ExportButton
            list="users"
            path="/api/admin/users/export.xlsx"
            params={search}
            columns={view.columnIds}
          />
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('newUser')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label={t('search')}
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          sx={{ minWidth: 280 }}
        />
        <TextField
          select
          size="small"
          label={t('role')}
          value={filters.role ?? ''}
          onChange={(event) => setFilters({ role: ROLES.find((name) => name === event.target.value) })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allRoles')}</MenuItem>
          {ROLES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`role.${name}`, { ns: 'common' })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <TableContainer component={Paper} sx={{ opacity: isFetching ? 0.7 : 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {view.columns.map((column) => (
                <TableCell key={column.id}>{column.label}</TableCell>
              ))}
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((user) => (
              <TableRow key={user.id} hover>
                {view.columns.map((column) => (
                  <TableCell key={column.id}>{column.cell(user)}</TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(user)}>
                    {t('edit')}
                  </Button>
                  <Button size="small" onClick={() => setResetting(user)}>
                    {t('resetPassword')}
                  </Button>
                  <Button
                    size="small"
                    color={user.disabled ? 'primary' : 'error'}
                    onClick={() => setToggling(user)}
                  >
                    {user.disabled ? t('enable') : t('disable')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={view.columns.length + 1} align="center">
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={zeroBasedPage(filters.page, filters.pageSize, data?.total ?? 0)}
          rowsPerPage={filters.pageSize}
          rowsPerPageOptions={[...USER_PAGE_SIZES]}
          onPageChange={(_event, next) => setFilters({ page: next + 1 })}
          onRowsPerPageChange={(event) => setFilters({ pageSize: Number(event.target.value) })}
        />
      </TableContainer>
      {editing && <UserDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {toggling && <ToggleDialog user={toggling} onClose={() => setToggling(null)} />}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
    </Box>
  );
}

/** The table's columns: the contract's ids and labels (`LIST_COLUMNS.users`), each with its cell. */
function useUserColumns() {
  const { t } = useTranslation('admin');
  const label = useListColumnLabel('users');
  const language = useLanguage();
  return useMemo(() => {
    const cells: Record<string, (user: AdminUser) => ReactNode> = {
      displayName: (user) => user.displayName,
      phone: (user) => user.phone,
      email: (user) => user.email,
      roles: (user) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {user.roles.map((name) => (
            <Chip key={name} size="small" label={t(`role.${name}`, { ns: 'common' })} />
          ))}
        </Stack>
      ),
      unit: (user) => user.unit?.name,
      status: (user) => (
        <Chip
          size="small"
          color={user.disabled ? 'default' : 'success'}
          label={USER_STATUS_LABELS[user.disabled ? 'disabled' : 'active'][language]}
        />
      ),
      sector: (user) => user.memberProfile?.sector,
      createdAt: (user) => formatDateTime(user.createdAt),
    };
    return listColumnIds('users').map((id) => ({ id, label: label(id), cell: cells[id] ?? (() => null) }));
  }, [t, label, language]);
}

function ToggleDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [update, { isLoading, error }] = useUpdateUserMutation();
  const confirm = async () => {
    const result = await update({ id: user.id, body: { disabled: !user.disabled } });
    if (result.data) onClose();
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{user.disabled ? t('enable') : t('disable')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{errorText(error)}</Alert>}
        <Typography>
          {t(user.disabled ? 'enableConfirm' : 'disableConfirm', { name: user.displayName })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          color={user.disabled ? 'primary' : 'error'}
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
