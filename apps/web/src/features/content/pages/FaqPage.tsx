import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useFaqQuery } from '../api';
import { PageHeader } from '../components/PageHeader';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { i18nBundle } from '../i18n';
import { filterFaq } from '../lib/helpFilter';
import { useLanguage } from '../lib/useLanguage';
import { ITEM_PARAM } from '../paths';

registerBundle(i18nBundle);

/** /pages/faq: the 14 questions in their groups, filtered as one types; `?item=` opens one (site search). */
export default function FaqPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('faq'));
  const faq = useFaqQuery(useLanguage());
  const [words, setWords] = useState('');
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(params.get(ITEM_PARAM));
  const groups = useMemo(() => filterFaq(faq.data ?? [], words), [faq.data, words]);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <Box sx={{ flex: 1 }}>
      <PageHeader title={t('faq')} subtitle={t('faq.subtitle')}>
        <TextField
          fullWidth
          type="search"
          label={t('faq.search')}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'faq-search' } }}
          sx={{ maxWidth: 560, bgcolor: 'background.paper', borderRadius: 1 }}
        />
      </PageHeader>
      <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        {faq.isFetching && !faq.data && <Loading />}
        {faq.isError && <QueryError error={faq.error} onRetry={() => void faq.refetch()} />}
        {faq.data && (
          <>
            <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="faq-count" aria-live="polite">
              {t('faq.count', { count })}
            </Typography>
            {groups.length === 0 && <Alert severity="info">{t('faq.empty')}</Alert>}
            {groups.map((group) => (
              <Box key={group.id} component="section" sx={{ mb: 3 }} data-testid="faq-group">
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {group.title}
                </Typography>
                {group.items.map((item) => (
                  <Accordion
                    key={item.id}
                    expanded={open === item.id}
                    onChange={(_event, expanded) => setOpen(expanded ? item.id : null)}
                    data-testid="faq-item"
                  >
                    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                      <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                      <SafeHtml html={item.answer} />
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Box>
            ))}
          </>
        )}
      </Box>
    </Box>
  );
}
