import type { Order } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { AddressMap } from './AddressMap';
import { formatMoney, formatOrderDate } from '../lib/format';
import { customerName } from '../lib/orderRows';

/** A small table that scrolls sideways on a phone rather than squeezing its columns. */
function SimpleTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column} sx={{ whiteSpace: column === 0 ? 'normal' : 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The customer with both addresses, each written and on its own offline map. */
export function CustomerSection({ order }: { order: Order }) {
  const { t } = useTranslation('e-commerce');
  const { customer } = order;
  return (
    <SectionCard id="order-customer" title={t('customer')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Avatar src={customer.avatar || undefined} alt="">
          {customer.lastName}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{customerName(order)}</Typography>
          <Typography variant="body2" color="textSecondary">
            {[customer.company, customer.jobTitle].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {customer.email} · {customer.phone}
          </Typography>
        </Box>
      </Box>
      {/* minmax(0, …): the maps take the column's width rather than widening it past a phone's screen. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box>
          <Typography variant="subtitle2">{t('invoiceAddress')}</Typography>
          <Typography variant="body2">{customer.invoiceAddress.address}</Typography>
          <AddressMap kind={t('invoiceAddress')} address={customer.invoiceAddress} />
        </Box>
        <Box>
          <Typography variant="subtitle2">{t('shippingAddress')}</Typography>
          <Typography variant="body2">{customer.shippingAddress.address}</Typography>
          <AddressMap kind={t('shippingAddress')} address={customer.shippingAddress} />
        </Box>
      </Box>
    </SectionCard>
  );
}

/** The order's lines with their totals, then the order's subtotal, tax, discount and total. */
export function OrderLinesSection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('e-commerce');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <SectionCard id="order-products" title={t('orderProducts')}>
      <SimpleTable
        head={[t('col.name'), t('line.price'), t('line.quantity'), t('line.total')]}
        rows={order.products.map((line) => [
          <Box key="name" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {line.image && (
              <Box component="img" src={line.image} alt="" sx={{ width: 32, height: 32, borderRadius: 1 }} />
            )}
            {line.name}
          </Box>,
          money(line.price),
          line.quantity,
          money(line.total),
        ])}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', gap: 0.5, mt: 2 }}>
        {(['subtotal', 'tax', 'discount', 'total'] as const).map((key) => (
          <Box key={key} sx={{ display: 'contents', fontWeight: key === 'total' ? 700 : 400 }}>
            <Typography sx={{ fontWeight: 'inherit', textAlign: 'right', pr: 2 }}>{t(key)}</Typography>
            <Typography sx={{ fontWeight: 'inherit', textAlign: 'right' }} data-testid={`order-${key}`}>
              {money(order[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/** Payment and shipping details. */
export function PaymentShippingSections({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('e-commerce');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <>
      <SectionCard id="order-payment" title={t('payment')}>
        <SimpleTable
          head={[t('transactionId'), t('method'), t('amount'), t('col.date')]}
          rows={[
            [
              order.payment.transactionId,
              order.payment.method,
              money(order.payment.amount),
              formatOrderDate(order.payment.date),
            ],
          ]}
        />
      </SectionCard>
      <SectionCard id="order-shipping" title={t('shipping')}>
        {order.shippingDetails.length === 0 ? (
          <Typography color="textSecondary">{t('noShipping')}</Typography>
        ) : (
          <SimpleTable
            head={[t('tracking'), t('carrier'), t('weight'), t('fee'), t('col.date')]}
            rows={order.shippingDetails.map((detail) => [
              detail.tracking,
              detail.carrier,
              `${detail.weight} kg`,
              money(detail.fee),
              formatOrderDate(detail.date),
            ])}
          />
        )}
      </SectionCard>
    </>
  );
}
