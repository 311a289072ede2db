import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { PageHeader } from '../components/PageHeader';
import { PlanCard } from '../components/PlanCard';
import { i18nBundle } from '../i18n';
import { PLANS, type BillingPeriod } from '../lib/plans';
import { PRICING_STYLES, type PricingStyle } from '../paths';

registerBundle(i18nBundle);

/** /pages/pricing/style-1|2|3: the service plans with a monthly/yearly switch, in three looks. */
export default function PricingPage() {
  const { t } = useTranslation('content');
  const pathname = useLocation().pathname;
  const style: PricingStyle = PRICING_STYLES.find((name) => pathname.endsWith(name)) ?? 'style-1';
  usePageTitle(t(`pricing.${style}`));
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const switcher = (
    <ToggleButtonGroup
      exclusive
      value={period}
      onChange={(_event, value: BillingPeriod | null) => value && setPeriod(value)}
      aria-label={t('pricing.period')}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="monthly">{t('pricing.monthly')}</ToggleButton>
      <ToggleButton value="yearly">{t('pricing.yearly')}</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <Box sx={{ flex: 1 }}>
      {style === 'style-1' ? (
        <PageHeader title={t('pricing')} subtitle={t('pricing.subtitle')}>
          {switcher}
        </PageHeader>
      ) : (
        <Box
          sx={{
            textAlign: 'center',
            pt: 4,
            px: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('pricing')}
          </Typography>
          <Typography color="textSecondary">{t('pricing.subtitle')}</Typography>
          {switcher}
        </Box>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', mt: 2 }}>
        {t('pricing.yearlyHint')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: style === 'style-3' ? 2 : 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          maxWidth: 1100,
          mx: 'auto',
          p: { xs: 2, sm: 3 },
          alignItems: 'stretch',
        }}
      >
        {PLANS.map((plan) => (
          <PlanCard key={plan.key} plan={plan} period={period} style={style} />
        ))}
      </Box>
    </Box>
  );
}
