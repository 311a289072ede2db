import { KNOWLEDGE_BASE_PATH } from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useKnowledgeBaseCategoryQuery } from '../api';
import { ArticleDialog } from '../components/ArticleDialog';
import { ArticleList } from '../components/ArticleList';
import { PageHeader } from '../components/PageHeader';
import { i18nBundle } from '../i18n';
import { useLanguage } from '../lib/useLanguage';
import { ARTICLE_PARAM } from '../paths';

registerBundle(i18nBundle);

/** /pages/knowledge-base/:category: every article of one category; `?article=` opens one in the dialog. */
export default function KnowledgeBaseCategoryPage() {
  const { t } = useTranslation('content');
  const { category: path = '' } = useParams();
  const page = useKnowledgeBaseCategoryQuery({ path, language: useLanguage() });
  const [params, setParams] = useSearchParams();
  usePageTitle(page.data?.title ?? t('kb'));
  const openId = params.get(ARTICLE_PARAM);
  const article = page.data?.articles.find((item) => item.id === openId);
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(ARTICLE_PARAM);
        else next.set(ARTICLE_PARAM, id);
        return next;
      },
      { replace: true },
    );
  const notFound = isApiError(page.error) && page.error.status === 404;

  return (
    <Box sx={{ flex: 1 }}>
      <PageHeader
        title={page.data?.title ?? t('kb')}
        subtitle={page.data ? t('kb.articles', { count: page.data.articlesCount }) : undefined}
      />
      <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Button component={Link} to={KNOWLEDGE_BASE_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          {t('kb.back')}
        </Button>
        {page.isFetching && !page.data && <Loading />}
        {notFound && <Alert severity="warning">{t('kb.notFound')}</Alert>}
        {page.isError && !notFound && <QueryError error={page.error} onRetry={() => void page.refetch()} />}
        {page.data && (
          <Paper>
            <ArticleList articles={page.data.articles} onOpen={(item) => setOpen(item.id)} />
          </Paper>
        )}
      </Box>
      <ArticleDialog article={article} onClose={() => setOpen(null)} />
    </Box>
  );
}
