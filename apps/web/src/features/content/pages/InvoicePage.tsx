import { SAMPLE_INVOICE_ID } from '@cppcc/contracts';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useInvoiceQuery } from '../api';
import { InvoiceSheet } from '../components/InvoiceSheet';
import { i18nBundle } from '../i18n';
import { useLanguage } from '../lib/useLanguage';
import { ID_PARAM, type InvoiceVariant } from '../paths';

registerBundle(i18nBundle);

/**
 * On paper only the invoice: everything else in <body> (the shell's navbar, toolbar, dialogs) is hidden,
 * and the copy portalled to <body>, hidden on screen, fills one A4 page.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '.invoice-print-sheet': { display: 'none' },
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        'body > *:not(.invoice-print-sheet)': { display: 'none !important' },
        '.invoice-print-sheet': { display: 'block', fontSize: '10pt' },
        '.invoice-print-sheet .invoice-paper': { boxShadow: 'none', padding: '0 !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

/** /pages/invoices/modern|compact?id=: the invoice of GET /api/invoices/get-invoice, printable as PDF. */
export default function InvoicePage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const variant: InvoiceVariant = useLocation().pathname.endsWith('/compact') ? 'compact' : 'modern';
  const id = useSearchParams()[0].get(ID_PARAM)?.trim() || SAMPLE_INVOICE_ID;
  const invoice = useInvoiceQuery({ id, language });
  usePageTitle(t(`invoice.${variant}`));
  const notFound = isApiError(invoice.error) && invoice.error.status === 404;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, bgcolor: 'background.default', flex: 1 }}>
      <Stack
        role="toolbar"
        aria-label={t('invoice.toolbar')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ maxWidth: '210mm', mx: 'auto', mb: 2, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="p" sx={{ flex: 1 }}>
          {t(`invoice.${variant}`)}
        </Typography>
        {invoice.data && (
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            title={t('invoice.printHint')}
          >
            {t('invoice.print')}
          </Button>
        )}
      </Stack>
      {invoice.isFetching && <Loading />}
      {notFound && !invoice.isFetching && (
        <Alert severity="warning" data-testid="invoice-not-found" sx={{ maxWidth: '210mm', mx: 'auto' }}>
          {t('invoice.notFound', { id })}
        </Alert>
      )}
      {invoice.isError && !invoice.isFetching && !notFound && (
        <QueryError error={invoice.error} onRetry={() => void invoice.refetch()} />
      )}
      {invoice.data && !invoice.isFetching && (
        <>
          <Box data-testid="invoice">
            <InvoiceSheet invoice={invoice.data} variant={variant} />
          </Box>
          {printStyles}
          {createPortal(
            <div className="invoice-print-sheet">
              <InvoiceSheet invoice={invoice.data} variant={variant} />
            </div>,
            document.body,
          )}
        </>
      )}
    </Box>
  );
}
