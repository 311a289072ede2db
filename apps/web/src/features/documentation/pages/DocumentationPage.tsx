import {
  COMPONENT_DOC_SUMMARIES,
  DOC_SECTION_TITLES,
  docPageAt,
  docPagePath,
  type DocPage,
  type Language,
} from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { ComponentDoc } from '../components/ComponentDoc';
import { DocMarkdown } from '../components/DocMarkdown';
import { DocPager } from '../components/DocPager';
import { LoadState } from '../components/LoadState';
import { i18nBundle } from '../i18n';
import { loadMarkdown } from '../lib/sources';
import { useLoaded } from '../lib/useLoaded';
import { NOT_FOUND_PATH } from '../paths';
import { Redirect } from '../../../shared/ui/Redirect';

registerBundle(i18nBundle);

function MarkdownDoc({ page, language }: { page: DocPage; language: Language }) {
  const text = useLoaded(`${docPagePath(page)}:${language}`, loadMarkdown(page, language));
  return <LoadState loaded={text}>{(source) => <DocMarkdown source={source} />}</LoadState>;
}

/** Every /documentation/* page (seed 001 §2): found by its address in the contract's list of pages. */
export default function DocumentationPage() {
  const { t, i18n } = useTranslation('documentation');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const page = docPageAt(useLocation().pathname);
  const title = page?.title[language];
  usePageTitle(title && `${title} · ${t('documentation')}`);
  if (!page) return <Redirect to={NOT_FOUND_PATH} />;
  return (
    <Box
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto', width: '100%' }}
      data-testid="documentation-page"
    >
      <Typography variant="overline" color="textSecondary">
        {page.section ? DOC_SECTION_TITLES[page.section][language] : t('documentation')}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {page.kind === 'component' ? (
        <ComponentDoc
          key={page.slug}
          page={page}
          summary={COMPONENT_DOC_SUMMARIES[page.slug]?.[language] ?? ''}
        />
      ) : (
        <MarkdownDoc page={page} language={language} />
      )}
      <DocPager page={page} language={language} />
    </Box>
  );
}
