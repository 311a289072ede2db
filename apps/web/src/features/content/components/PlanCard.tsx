import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PricingStyle } from '../paths';
import { priceOf, type BillingPeriod, type Plan } from '../lib/plans';

/** One plan: style 1 plain cards, style 2 the popular one raised and coloured, style 3 outlined and compact. */
export function PlanCard({
  plan,
  period,
  style,
}: {
  plan: Plan;
  period: BillingPeriod;
  style: PricingStyle;
}) {
  const { t, i18n } = useTranslation('content');
  const highlighted = plan.popular === true && style === 'style-2';
  const price = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en' : 'zh-CN', {
    style: 'currency',
    currency: 'CNY',
    maximumFractionDigits: 0,
  }).format(priceOf(plan, period));
  return (
    <Paper
      variant={style === 'style-3' ? 'outlined' : 'elevation'}
      elevation={highlighted ? 8 : 1}
      data-testid="plan"
      sx={{
        p: style === 'style-3' ? 2 : 4,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        ...(highlighted && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t(`plan.${plan.key}`)}
        </Typography>
        {plan.popular && (
          <Chip
            size="small"
            color={highlighted ? 'default' : 'primary'}
            label={t('pricing.popular')}
            sx={highlighted ? { bgcolor: 'background.paper', color: 'text.primary' } : undefined}
          />
        )}
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {t(`plan.${plan.key}.desc`)}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="plan-price">
        {price}
        <Typography component="span" variant="body1">
          {t(period === 'yearly' ? 'pricing.perYear' : 'pricing.perMonth')}
        </Typography>
      </Typography>
      <List dense>
        <ListItem disableGutters>
          <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
            <CheckIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={
              plan.users === null ? t('feature.unlimitedUsers') : t('feature.users', { count: plan.users })
            }
          />
        </ListItem>
        {plan.features.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
              <CheckIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(feature)} />
          </ListItem>
        ))}
      </List>
      <Button
        variant={highlighted ? 'outlined' : 'contained'}
        color={highlighted ? 'inherit' : 'primary'}
        sx={{ mt: 'auto' }}
      >
        {t('pricing.choose')}
      </Button>
    </Paper>
  );
}
