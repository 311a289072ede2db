import {
  MEMBER_SECTORS,
  ROLES,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  type Role,
} from '@cppcc/contracts';
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
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { useErrorText } from '../../shared/api/errorText';
import { registerBundle } from '../../shared/i18n/i18n';
import { showMessage } from '../../shared/message/messageSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { usePageTitle } from '../../shared/ui/pageTitle';
import {
  useCreateUserMutation,
  useListUnitsQuery,
  useListUsersQuery,
  useResetUserPasswordMutation,
  useUpdateUserMutation,
} from './api';
import { i18nBundle } from './i18n';

registerBundle(i18nBundle);

/** /apps/admin/users: search, role filter, paging; create/edit, disable, reset password. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('usersTitle'));
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const { data, isFetching, error } = useListUsersQuery({
    ...(query ? { q: query } : {}),
    ...(role ? { role } : {}),
    page: page + 1,
    pageSize,
  });
  const errorText = useErrorText();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="admin-users">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('usersTitle')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('newUser')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={t('search')}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 280 }}
        />
        <TextField
          select
          size="small"
          label={t('role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role | '');
            setPage(0);
          }}
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
              <TableCell>{t('displayName')}</TableCell>
              <TableCell>{t('phone')}</TableCell>
              <TableCell>{t('email')}</TableCell>
              <TableCell>{t('roles')}</TableCell>
              <TableCell>{t('unit')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell>{user.displayName}</TableCell>
                <TableCell>{user.phone}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {user.roles.map((name) => (
                      <Chip key={name} size="small" label={t(`role.${name}`, { ns: 'common' })} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>{user.unit?.name}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={user.disabled ? 'default' : 'success'}
                    label={user.disabled ? t('disabled') : t('active')}
                  />
                </TableCell>
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
                <TableCell colSpan={7} align="center">
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </TableContainer>
      {editing && <UserDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {toggling && <ToggleDialog user={toggling} onClose={() => setToggling(null)} />}
      {resetting && <ResetDialog user={resetting} onClose={() => setResetting(null)} />}
    </Box>
  );
}

interface UserFormState {
  displayName: string;
  phone: string;
  email: string;
  password: string;
  roles: Role[];
  unitId: string;
  sector: string;
  party: string;
  committee: string;
}

function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const units = useListUnitsQuery();
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const [form, setForm] = useState<UserFormState>({
    displayName: user?.displayName ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    password: '',
    roles: user?.roles ?? ['members'],
    unitId: user?.unit?.id ?? '',
    sector: user?.memberProfile?.sector ?? '',
    party: user?.memberProfile?.party ?? '',
    committee: user?.memberProfile?.committee ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | undefined>();
  const set = <K extends keyof UserFormState>(key: K, value: UserFormState[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const fieldError = (name: string) =>
    Object.entries(fieldErrors).find(([path]) => path === name || path.endsWith(`.${name}`))?.[1];

  const save = async () => {
    const isMember = form.roles.includes('members');
    const common = {
      displayName: form.displayName.trim(),
      phone: form.phone.trim() || null,
      email: form.email.trim() || null,
      roles: form.roles,
      unitId: form.roles.includes('undertaker') && form.unitId ? form.unitId : null,
      memberProfile: isMember
        ? { sector: form.sector, party: form.party.trim(), committee: form.committee.trim() }
        : null,
    };
    const result = user
      ? await update({ id: user.id, body: common satisfies AdminUserUpdate })
      : await create({ ...common, password: form.password } satisfies AdminUserCreate);
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      onClose();
      return;
    }
    const error = result.error;
    if (isApiError(error) && Object.keys(error.fields).length > 0) {
      setFieldErrors(error.fields);
      setGeneral(undefined);
    } else {
      setGeneral(errorText(error));
    }
  };

  const busy = creating.isLoading || updating.isLoading;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{user ? t('editUser') : t('newUser')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField
            label={t('displayName')}
            value={form.displayName}
            onChange={(event) => set('displayName', event.target.value)}
            error={Boolean(fieldError('displayName'))}
            helperText={fieldError('displayName')}
            required
          />
          <TextField
            label={t('phone')}
            value={form.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={Boolean(fieldError('phone'))}
            helperText={fieldError('phone')}
          />
          <TextField
            label={t('email')}
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
            error={Boolean(fieldError('email'))}
            helperText={fieldError('email')}
          />
          {!user && (
            <TextField
              label={t('password')}
              type="password"
              value={form.password}
              onChange={(event) => set('password', event.target.value)}
              error={Boolean(fieldError('password'))}
              helperText={fieldError('password')}
              required
            />
          )}
          <TextField
            select
            label={t('roles')}
            value={form.roles}
            onChange={(event) => set('roles', event.target.value as unknown as Role[])}
            slotProps={{ select: { multiple: true } }}
            error={Boolean(fieldError('roles'))}
            helperText={fieldError('roles')}
          >
            {ROLES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`role.${name}`, { ns: 'common' })}
              </MenuItem>
            ))}
          </TextField>
          {form.roles.includes('undertaker') && (
            <TextField
              select
              label={t('unit')}
              value={form.unitId}
              onChange={(event) => set('unitId', event.target.value)}
              error={Boolean(fieldError('unitId'))}
              helperText={fieldError('unitId')}
            >
              <MenuItem value="">{t('noUnit')}</MenuItem>
              {units.data?.items.map((unit) => (
                <MenuItem key={unit.id} value={unit.id}>
                  {unit.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {form.roles.includes('members') && (
            <>
              <Typography variant="subtitle2">{t('memberProfile')}</Typography>
              <TextField
                select
                label={t('sector')}
                value={form.sector}
                onChange={(event) => set('sector', event.target.value)}
                error={Boolean(fieldError('sector'))}
                helperText={fieldError('sector')}
              >
                {MEMBER_SECTORS.map((sector) => (
                  <MenuItem key={sector} value={sector}>
                    {sector}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('party')}
                value={form.party}
                onChange={(event) => set('party', event.target.value)}
              />
              <TextField
                label={t('committee')}
                value={form.committee}
                onChange={(event) => set('committee', event.target.value)}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
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

function ResetDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [reset, { isLoading, error }] = useResetUserPasswordMutation();
  const fieldMessage = isApiError(error) ? error.fields.password : undefined;
  const confirm = async () => {
    const result = await reset({ id: user.id, password });
    if (!result.error) {
      dispatch(showMessage({ message: t('passwordReset'), variant: 'success' }));
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {t('resetPassword')} — {user.displayName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && !fieldMessage && <Alert severity="error">{errorText(error)}</Alert>}
          <TextField
            label={t('newPassword')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldMessage)}
            helperText={fieldMessage}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={isLoading || !password} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
