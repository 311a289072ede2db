import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useOrderQuery } from '../api';
import { CustomerSection, OrderLinesSection, PaymentShippingSections } from '../components/OrderDetails';
import { OrderStatusSection } from '../components/OrderStatusSection';
import { StatusChip } from '../components/StatusChip';
import { i18nBundle } from '../i18n';
import { formatOrderDate } from '../lib/format';
import { currentStatus } from '../lib/orderRows';
import { ORDERS_PATH } from '../paths';

registerBundle(i18nBundle);

/** /apps/e-commerce/orders/{orderId} (seed 001): customer, lines and totals, status history, payment, shipping. */
export default function OrderPage() {
  const { t } = useTranslation('e-commerce');
  const { orderId = '' } = useParams();
  const order = useOrderQuery(orderId);
  usePageTitle(order.data ? t('orderTitle', { reference: order.data.reference }) : t('orders'));
  return (
    // width 100%: centred by its margins, the page would otherwise grow to its widest table on a phone.
    <Box sx={{ p: { xs: 1.5, sm: 3 }, width: '100%', maxWidth: 1100, mx: 'auto' }}>
      <Button component={Link} to={ORDERS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('backToOrders')}
      </Button>
      <QueryGuard query={order} notFoundPath="/pages/errors/error-404" failed={(error) => error}>
        {(data) => (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {t('orderTitle', { reference: data.reference })}
              </Typography>
              <StatusChip status={currentStatus(data)} />
              <Typography color="textSecondary" sx={{ width: '100%' }}>
                {t('placedOn', { date: formatOrderDate(data.date) })}
              </Typography>
            </Box>
            <Stack spacing={2}>
              <CustomerSection order={data} />
              <OrderLinesSection order={data} />
              <OrderStatusSection order={data} />
              <PaymentShippingSections order={data} />
            </Stack>
          </>
        )}
      </QueryGuard>
    </Box>
  );
}
