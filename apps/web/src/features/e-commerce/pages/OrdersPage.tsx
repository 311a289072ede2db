import type { Order } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { useListView } from '../../../shared/ui/table/useListView';
import { useOrdersQuery } from '../api';
import { StatusChip } from '../components/StatusChip';
import { i18nBundle } from '../i18n';
import { formatMoney, formatOrderDate } from '../lib/format';
import {
  currentStatus,
  customerName,
  ORDER_PAGE_SIZES,
  orderFiltersSchema,
  orderRows,
} from '../lib/orderRows';
import { pageOf } from '../lib/productRows';
import { orderPath } from '../paths';

registerBundle(i18nBundle);

/** /apps/e-commerce/orders (seed 001): the orders, newest first, with a search and pages. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation('e-commerce');
  usePageTitle(t('orders'));
  const orders = useOrdersQuery();
  const { filters, setFilters } = useUrlFilters(orderFiltersSchema);
  const rows = useMemo(() => orderRows(orders.data ?? [], filters.q), [orders.data, filters.q]);
  const columns: Column<Order>[] = [
    {
      id: 'reference',
      label: t('col.reference'),
      primary: true,
      nowrap: true,
      cell: (order) => (
        <Link component={RouterLink} to={orderPath(order.id)} data-testid="order-link">
          {order.reference}
        </Link>
      ),
    },
    { id: 'customer', label: t('col.customer'), cell: customerName },
    {
      id: 'total',
      label: t('col.total'),
      nowrap: true,
      cell: (order) => formatMoney(order.total, i18n.language),
    },
    { id: 'payment', label: t('col.payment'), nowrap: true, cell: (order) => order.payment.method },
    { id: 'status', label: t('col.status'), cell: (order) => <StatusChip status={currentStatus(order)} /> },
    { id: 'date', label: t('col.date'), nowrap: true, cell: (order) => formatOrderDate(order.date) },
  ];
  const view = useListView('orders', columns);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('orders')}
        </Typography>
        <SearchField
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          label={t('searchOrders')}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
        />
        <ListViewControls view={view} />
        <ExportButton
          list="orders"
          path="/api/e-commerce-app/orders/export.xlsx"
          params={{ q: filters.q }}
          columns={view.columns.map((column) => column.id)}
        />
      </Box>
      {orders.error && <QueryError error={orders.error} onRetry={() => void orders.refetch()} />}
      <PagedTable
        label={t('orders')}
        columns={view.columns}
        rows={orders.data ? pageOf(rows, filters.page, filters.pageSize) : undefined}
        total={orders.data ? rows.length : undefined}
        rowKey={(order) => order.id}
        rowProps={() => ({ 'data-testid': 'order-row' })}
        fetching={orders.isFetching}
        failed={Boolean(orders.error)}
        empty={t('noOrders')}
        paging={{
          page: filters.page,
          pageSize: filters.pageSize,
          pageSizes: ORDER_PAGE_SIZES,
          onPage: (page) => setFilters({ page }),
          onPageSize: (pageSize) => setFilters({ pageSize }),
        }}
      />
    </Box>
  );
}
