import type { HelpArticle } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useKnowledgeBaseQuery } from '../api';
import { ArticleDialog } from '../components/ArticleDialog';
import { ArticleList } from '../components/ArticleList';
import { PageHeader } from '../components/PageHeader';
import { i18nBundle } from '../i18n';
import { useLanguage } from '../lib/useLanguage';

registerBundle(i18nBundle);

/** /pages/knowledge-base: the 4 categories, each with its featured articles (opened in a dialog). */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('content');
  usePageTitle(t('kb'));
  const categories = useKnowledgeBaseQuery(useLanguage());
  const [article, setArticle] = useState<HelpArticle>();

  return (
    <Box sx={{ flex: 1 }}>
      <PageHeader title={t('kb')} subtitle={t('kb.subtitle')} />
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          maxWidth: 1200,
          mx: 'auto',
        }}
      >
        {categories.isFetching && !categories.data && <Loading />}
        {categories.isError && (
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        )}
        {categories.data?.map((category) => (
          <Card key={category.id} component="section" data-testid="kb-category">
            <CardContent>
              <Typography variant="h6" component="h2">
                {category.title}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                {t('kb.articles', { count: category.articlesCount })}
              </Typography>
              <ArticleList articles={category.featuredArticles} onOpen={setArticle} />
            </CardContent>
            <CardActions>
              <Button component={Link} to={category.path}>
                {t('kb.viewAll', { count: category.articlesCount })}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <ArticleDialog article={article} onClose={() => setArticle(undefined)} />
    </Box>
  );
}
