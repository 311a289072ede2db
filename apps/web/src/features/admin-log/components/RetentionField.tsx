import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAdminLogRetentionQuery, useSetAdminLogRetentionMutation } from '../api';

/** The retention setting: how many days entries are kept (the server refuses values outside min–max). */
export function RetentionField({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation('adminLog');
  const dispatch = useDispatch();
  const retention = useAdminLogRetentionQuery();
  const [save, saving] = useSetAdminLogRetentionMutation();
  // null: not edited, the saved value is shown.
  const [edited, setDays] = useState<string | null>(null);
  const days = edited ?? (retention.data ? String(retention.data.days) : '');
  const value = Number(days);
  const valid = Number.isInteger(value) && value >= min && value <= max;
  return (
    <Card component="section" aria-label={t('retention')}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="number"
            label={t('retention')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={days !== '' && !valid}
            helperText={`${min}–${max}`}
            slotProps={{ htmlInput: { min, max } }}
          />
          <Button
            variant="outlined"
            disabled={!valid || saving.isLoading || value === retention.data?.days}
            onClick={() =>
              void save({ days: value })
                .unwrap()
                .then(() => dispatch(showMessage({ message: t('retentionSaved'), variant: 'success' })))
                .catch(() => dispatch(showMessage({ message: t('failed'), variant: 'error' })))
            }
          >
            {t('retentionSave')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
