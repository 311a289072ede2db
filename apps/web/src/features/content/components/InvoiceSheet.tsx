import type { Invoice } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceVariant } from '../paths';
import { formatAmount } from '../lib/amounts';

/**
 * One invoice as a sheet of paper: `modern` with a coloured band and roomy rows, `compact` denser for long
 * lists. Sized so that either prints on one A4 page.
 */
export function InvoiceSheet({ invoice, variant }: { invoice: Invoice; variant: InvoiceVariant }) {
  const { t, i18n } = useTranslation('content');
  const money = (amount: string) => formatAmount(amount, i18n.resolvedLanguage ?? 'zh-CN');
  const compact = variant === 'compact';
  const cell = { py: compact ? 0.5 : 1.25, px: 1 } as const;
  const totals: [string, string][] = [
    [t('invoice.subtotal'), money(invoice.subtotal)],
    [t('invoice.tax'), money(invoice.tax)],
    [t('invoice.discount'), `−${money(invoice.discount)}`],
  ];

  return (
    <Paper
      className="invoice-paper"
      sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: compact ? 4 : 6 }, overflowX: 'auto' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          justifyContent: 'space-between',
          ...(compact
            ? {}
            : { bgcolor: 'primary.main', color: 'primary.contrastText', p: 3, borderRadius: 1 }),
        }}
      >
        <Box>
          <Typography variant={compact ? 'h5' : 'h4'} component="h1" sx={{ fontWeight: 700 }}>
            {t('invoice')}
          </Typography>
          <Typography data-testid="invoice-number">
            {t('invoice.number')}: {invoice.number}
          </Typography>
          <Typography>
            {t('invoice.date')}: {invoice.date}
          </Typography>
          <Typography>
            {t('invoice.dueDate')}: {invoice.dueDate}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 700 }}>{invoice.from.title}</Typography>
          <Typography variant="body2">{invoice.from.address}</Typography>
          <Typography variant="body2">{invoice.from.phone}</Typography>
          <Typography variant="body2">{invoice.from.email}</Typography>
          <Typography variant="body2">{invoice.from.website}</Typography>
        </Box>
      </Stack>

      <Box sx={{ my: compact ? 2 : 4 }}>
        <Typography variant="overline" color="textSecondary">
          {t('invoice.client')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{invoice.client.title}</Typography>
        <Typography variant="body2">{invoice.client.address}</Typography>
        <Typography variant="body2">
          {invoice.client.phone} · {invoice.client.email}
        </Typography>
      </Box>

      <Table size={compact ? 'small' : 'medium'} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('invoice.service')}</TableCell>
            <TableCell sx={cell}>{t('invoice.unit')}</TableCell>
            <TableCell sx={cell} align="right">
              {t('invoice.unitPrice')}
            </TableCell>
            <TableCell sx={cell} align="right">
              {t('invoice.quantity')}
            </TableCell>
            <TableCell sx={cell} align="right">
              {t('invoice.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.services.map((service) => (
            <TableRow key={service.id} data-testid="invoice-service">
              <TableCell sx={cell}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {service.title}
                </Typography>
                {!compact && (
                  <Typography variant="caption" color="textSecondary">
                    {service.detail}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={cell}>{service.unit}</TableCell>
              <TableCell sx={cell} align="right">
                {money(service.unitPrice)}
              </TableCell>
              <TableCell sx={cell} align="right">
                {service.quantity}
              </TableCell>
              <TableCell sx={cell} align="right">
                {money(service.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Box sx={{ ml: 'auto', mt: 2, maxWidth: 320 }}>
        {totals.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <Typography color="textSecondary">{label}</Typography>
            <Typography>{value}</Typography>
          </Stack>
        ))}
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6">{t('invoice.grandTotal')}</Typography>
          <Typography variant="h6" data-testid="invoice-total">
            {money(invoice.total)}
          </Typography>
        </Stack>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: compact ? 3 : 6 }}>
        {t('invoice.thanks')}
      </Typography>
    </Paper>
  );
}
