import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { CodeViewer } from '../../../shared/ui/CodeViewer';
import { SimplePage } from '../../../shared/ui/layouts/SimplePage';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const block = { bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, p: 1 } as const;
const SPACES = [1, 2, 3] as const;
const PALETTE = [
  'primary.main',
  'secondary.main',
  'success.main',
  'warning.main',
  'error.main',
  'info.main',
] as const;

/**
 * /ui/helper-classes: this product styles with MUI's `sx` shortcuts rather than utility classes; each
 * section shows one family live, with the code that draws it.
 */
export default function HelperClassesPage() {
  const { t } = useTranslation('ui');
  usePageTitle(t('helperClasses'));
  const section = (id: string, title: string, text: string, demo: ReactNode, code: string) => (
    <SectionCard id={`helper-${id}`} title={title}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {demo}
      <CodeViewer code={code} language="tsx" />
    </SectionCard>
  );

  return (
    <SimplePage
      testId="helper-classes-page"
      header={
        <>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('helperClasses')}
          </Typography>
          <Typography color="textSecondary">{t('helper.subtitle')}</Typography>
        </>
      }
      content={
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}>
          {section(
            'spacing',
            t('helper.spacing'),
            t('helper.spacingText'),
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              {SPACES.map((p) => (
                <Box key={p} sx={{ ...block, p }}>{`p: ${p}`}</Box>
              ))}
            </Box>,
            "<Box sx={{ p: 1 }} />  // 8px\n<Box sx={{ p: 3, mx: 'auto' }} />  // 24px, centred",
          )}
          {section(
            'colors',
            t('helper.colors'),
            t('helper.colorsText'),
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {PALETTE.map((color) => (
                <Box key={color} sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
                  <Box aria-hidden sx={{ bgcolor: color, width: 24, height: 24, borderRadius: 1 }} />
                  <Typography variant="body2">{color}</Typography>
                </Box>
              ))}
            </Box>,
            "<Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} />",
          )}
          {section(
            'flex',
            t('helper.flex'),
            t('helper.flexText'),
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
              {[1, 2, 3].map((n) => (
                <Box key={n} sx={{ ...block, py: n }}>
                  {t('helper.box', { n })}
                </Box>
              ))}
            </Box>,
            "<Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'center' }} />",
          )}
          {section(
            'responsive',
            t('helper.responsive'),
            t('helper.responsiveText'),
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              }}
            >
              {[1, 2, 3, 4].map((n) => (
                <Box key={n} sx={block}>
                  {t('helper.box', { n })}
                </Box>
              ))}
            </Box>,
            "<Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }} />",
          )}
          {section(
            'text',
            t('helper.text'),
            t('helper.textText'),
            <Box sx={{ maxWidth: 320 }}>
              <Typography sx={{ fontWeight: 700, textAlign: 'center' }}>
                {t('helper.box', { n: 1 })}
              </Typography>
              <Typography noWrap sx={{ textOverflow: 'ellipsis' }}>
                {t('helper.longText')}
              </Typography>
            </Box>,
            "<Typography sx={{ fontWeight: 700, textAlign: 'center' }} />\n<Typography noWrap />",
          )}
        </Box>
      }
    />
  );
}
