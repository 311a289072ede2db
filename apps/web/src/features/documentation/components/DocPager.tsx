import { DOC_PAGES, docPagePath, type DocPage, type Language } from '@cppcc/contracts';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The previous and next page in the documentation's order, to read it through like a book. */
export function DocPager({ page, language }: { page: DocPage; language: Language }) {
  const { t } = useTranslation('documentation');
  const index = DOC_PAGES.indexOf(page);
  const previous = DOC_PAGES[index - 1];
  const next = DOC_PAGES[index + 1];
  return (
    <Stack
      component="nav"
      aria-label={t('pageNavigation')}
      direction="row"
      sx={{ justifyContent: 'space-between', flexWrap: 'wrap', mt: 6, gap: 2 }}
    >
      {previous ? (
        <Button component={RouterLink} to={docPagePath(previous)} startIcon={<NavigateBeforeIcon />}>
          {t('previous')}: {previous.title[language]}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={RouterLink} to={docPagePath(next)} endIcon={<NavigateNextIcon />}>
          {t('next')}: {next.title[language]}
        </Button>
      )}
    </Stack>
  );
}
