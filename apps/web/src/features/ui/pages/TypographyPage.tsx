import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { CodeViewer } from '../../../shared/ui/CodeViewer';
import { SimplePage } from '../../../shared/ui/layouts/SimplePage';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXT_STYLES = ['subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;
const COLOURS = [
  ['primary', 'text.primary'],
  ['secondary', 'text.secondary'],
  ['disabled', 'text.disabled'],
  ['error', 'error.main'],
  ['brand', 'primary.main'],
] as const;
const WEIGHTS = [300, 400, 500, 600, 700] as const;
/** How a page picks a style: the variant for the look, `component` for the heading level it really is. */
const USAGE = `<Typography variant="h5" component="h1">{title}</Typography>
<Typography variant="body2" color="textSecondary">{note}</Typography>`;

/** /ui/typography: every text style of the theme, in Chinese and English, on the simple page frame. */
export default function TypographyPage() {
  const { t } = useTranslation('ui');
  usePageTitle(t('typography'));
  const sample = (variant: TypographyProps['variant']) => (
    <Box key={variant} sx={{ display: 'flex', gap: 2, alignItems: 'baseline', py: 1, flexWrap: 'wrap' }}>
      <Typography variant="caption" color="textSecondary" sx={{ width: 88, flexShrink: 0 }}>
        {variant}
      </Typography>
      {/* Headings shown as samples keep the page's one h1: render them as paragraphs. */}
      <Typography variant={variant} component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {t('typography.sample')} {t('typography.sampleEn')}
      </Typography>
    </Box>
  );

  return (
    <SimplePage
      testId="typography-page"
      header={
        <>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('typography')}
          </Typography>
          <Typography color="textSecondary">{t('typography.subtitle')}</Typography>
        </>
      }
      content={
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}>
          <SectionCard id="typography-styles" title={t('typography.variant')}>
            {HEADINGS.map(sample)}
            <Divider sx={{ my: 1 }} />
            {TEXT_STYLES.map(sample)}
            <Divider sx={{ my: 1 }} />
            <Typography>{t('typography.body')}</Typography>
            <CodeViewer code={USAGE} language="tsx" />
          </SectionCard>
          <SectionCard id="typography-colours" title={t('typography.colors')}>
            {COLOURS.map(([name, color]) => (
              <Typography key={name} sx={{ color }}>
                {t(`typography.color.${name}`)} · {color}
              </Typography>
            ))}
          </SectionCard>
          <SectionCard id="typography-weights" title={t('typography.weights')}>
            {WEIGHTS.map((weight) => (
              <Typography key={weight} sx={{ fontWeight: weight }}>
                {t('typography.weight', { weight })} — {t('typography.sample')}
              </Typography>
            ))}
          </SectionCard>
        </Box>
      }
    />
  );
}
