import { hasAccess, ORDER_STATUSES, SHOP_EDITORS, type Order, type OrderStatusId } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useRoles } from '../../../shared/session/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useAddOrderStatusMutation } from '../api';
import { formatOrderDate } from '../lib/format';
import { StatusChip } from './StatusChip';

/** The order's status history (oldest first), and for the shop's editors a way to add the next status. */
export function OrderStatusSection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('e-commerce');
  const language = i18n.language === 'en' ? 'en' : 'zh-CN';
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const canEdit = hasAccess(SHOP_EDITORS, useRoles());
  const [next, setNext] = useState<OrderStatusId | ''>('');
  const [add, adding] = useAddOrderStatusMutation();
  const submit = async () => {
    if (next === '') return;
    const result = await add({ orderId: order.id, status: next });
    if ('data' in result) {
      setNext('');
      dispatch(showMessage({ message: t('statusAdded'), variant: 'success' }));
    } else dispatch(showMessage({ message: errorText(result.error) ?? t('statusFailed'), variant: 'error' }));
  };
  return (
    <SectionCard id="order-status" title={t('statusHistory')} testId="order-status-history">
      <List dense>
        {order.status.map((entry) => (
          <ListItem key={entry.id} disableGutters sx={{ gap: 2 }}>
            <StatusChip status={entry} />
            <ListItemText secondary={formatOrderDate(entry.date)} />
          </ListItem>
        ))}
      </List>
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <TextField
            select
            size="small"
            label={t('newStatus')}
            value={next}
            onChange={(event) => setNext(Number(event.target.value) as OrderStatusId)}
            sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { 'data-testid': 'status-options' } as object } } },
            }}
          >
            {ORDER_STATUSES.map((status) => (
              <MenuItem key={status.id} value={status.id}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: status.color,
                    mr: 1,
                    flexShrink: 0,
                  }}
                />
                {status[language]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={next === '' || adding.isLoading}
            onClick={() => void submit()}
          >
            {t('addStatus')}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
