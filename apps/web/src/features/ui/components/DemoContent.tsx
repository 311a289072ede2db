import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '../../../shared/i18n/languages';
import { CodeViewer } from '../../../shared/ui/CodeViewer';
import type { LocalizedText } from '../../../shared/navigation/types';
import type { FrameOptions } from '../lib/variants';

const SECTIONS = [1, 2, 3, 4, 5, 6];

/** How the page's frame is written, from the variant's options: the page is its own example. */
export function frameUsage(component: 'CardedPage' | 'SimplePage', options: FrameOptions): string {
  const props = [
    '  header={<Header />}',
    options.tabs && '  tabs={<Tabs value={tab} onChange={setTab}>…</Tabs>}',
    options.left && '  leftSidebar={<Categories />}',
    options.right && '  rightSidebar={<Details />}',
    options.sidebarsInside && '  sidebarsInside',
    options.innerScroll && '  innerScroll',
    '  content={<Content />}',
  ].filter(Boolean);
  return `<${component}\n${props.join('\n')}\n/>`;
}

/** A page frame's sample content: what the frame is, how it is used, links to the other variants. */
export function DemoContent({
  component,
  intro,
  options,
  tab,
  others,
}: {
  component: 'CardedPage' | 'SimplePage';
  intro: string;
  options: FrameOptions;
  tab?: string;
  others: { url: string; title: LocalizedText; current: boolean }[];
}) {
  const { t, i18n } = useTranslation('ui');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {intro} {t(options.innerScroll ? 'demo.innerScroll' : 'demo.pageScroll')}
      </Alert>
      {tab && (
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="layout-tab">
          {t('demo.tabShown', { tab })}
        </Typography>
      )}
      <Typography variant="h6" component="h2">
        {t('demo.usage')}
      </Typography>
      <CodeViewer code={frameUsage(component, options)} language="tsx" />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('demo.otherVariants')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('demo.otherVariants')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {others.map((other) => (
          <Chip
            key={other.url}
            component={Link}
            to={other.url}
            clickable
            label={other.title[language]}
            color={other.current ? 'primary' : 'default'}
            aria-current={other.current ? 'page' : undefined}
          />
        ))}
      </Box>
      {SECTIONS.map((n) => (
        <Box key={n} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('demo.section', { n })}
          </Typography>
          <Typography color="textSecondary">{t('demo.paragraph')}</Typography>
        </Box>
      ))}
    </Box>
  );
}
