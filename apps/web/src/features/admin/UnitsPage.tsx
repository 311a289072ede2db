import { UNIT_TYPES, type Unit, type UnitType } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { useErrorText } from '../../shared/api/errorText';
import { registerBundle } from '../../shared/i18n/i18n';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { joinShortNames, splitShortNames } from './shortNames';
import { useCreateUnitMutation, useListUnitsQuery, useUpdateUnitMutation } from './api';
import { i18nBundle } from './i18n';

registerBundle(i18nBundle);

/** /apps/admin/units: the responsible units (承办单位), list, create and edit. */
export default function UnitsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('unitsTitle'));
  const { data, error } = useListUnitsQuery();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<Unit | 'new' | null>(null);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="admin-units">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('unitsTitle')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('newUnit')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('unitName')}</TableCell>
              <TableCell>{t('shortNames')}</TableCell>
              <TableCell>{t('unitType')}</TableCell>
              <TableCell>{t('contactName')}</TableCell>
              <TableCell>{t('contactPhone')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((unit) => (
              <TableRow key={unit.id} hover>
                <TableCell>{unit.name}</TableCell>
                <TableCell>{joinShortNames(unit.shortNames)}</TableCell>
                <TableCell>{unit.type}</TableCell>
                <TableCell>{unit.contactName}</TableCell>
                <TableCell>{unit.contactPhone}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(unit)}>
                    {t('edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && <UnitDialog unit={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

function UnitDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [create, creating] = useCreateUnitMutation();
  const [update, updating] = useUpdateUnitMutation();
  const [form, setForm] = useState({
    name: unit?.name ?? '',
    shortNames: joinShortNames(unit?.shortNames ?? []),
    type: unit?.type ?? '政府',
    contactName: unit?.contactName ?? '',
    contactPhone: unit?.contactPhone ?? '',
  });
  const error = creating.error ?? updating.error;
  const fields = isApiError(error) ? error.fields : {};
  const shortNamesError = Object.entries(fields).find(([field]) => field.startsWith('shortNames'))?.[1];
  const save = async () => {
    const body = { ...form, shortNames: splitShortNames(form.shortNames) };
    const result = unit ? await update({ id: unit.id, body }) : await create(body);
    if (result.data) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{unit ? t('editUnit') : t('newUnit')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && Object.keys(fields).length === 0 && <Alert severity="error">{errorText(error)}</Alert>}
          <TextField
            label={t('unitName')}
            value={form.name}
            required
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            error={Boolean(fields.name)}
            helperText={fields.name}
          />
          <TextField
            label={t('shortNames')}
            value={form.shortNames}
            onChange={(event) => setForm({ ...form, shortNames: event.target.value })}
            error={Boolean(shortNamesError)}
            helperText={shortNamesError ?? t('shortNamesHint')}
          />
          <TextField
            select
            label={t('unitType')}
            value={form.type}
            onChange={(event) => setForm({ ...form, type: event.target.value as UnitType })}
          >
            {UNIT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('contactName')}
            value={form.contactName}
            onChange={(event) => setForm({ ...form, contactName: event.target.value })}
          />
          <TextField
            label={t('contactPhone')}
            value={form.contactPhone}
            onChange={(event) => setForm({ ...form, contactPhone: event.target.value })}
            error={Boolean(fields.contactPhone)}
            helperText={fields.contactPhone}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={creating.isLoading || updating.isLoading}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
