import { docPagePath, type DocPage } from '@cppcc/contracts';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeViewer } from '../../../shared/ui/CodeViewer';
import { exampleComponent, loadExampleSource } from '../lib/sources';
import { useLoaded } from '../lib/useLoaded';
import { LoadState } from './LoadState';

/** A Material component page: what it is for here, the live example, and the example's own code. */
export function ComponentDoc({ page, summary }: { page: DocPage; summary: string }) {
  const { t } = useTranslation('documentation');
  const source = useLoaded(`${docPagePath(page)}?raw`, loadExampleSource(page));
  return (
    <>
      <Typography sx={{ mb: 3 }}>{summary}</Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('example')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3, overflowX: 'auto' }}
        data-testid="doc-example"
      >
        <Suspense fallback={<Skeleton variant="rounded" height={80} />}>
          {/* The examples are made once, at module level (lib/sources.ts); this picks the page's. */}
          {createElement(exampleComponent(page))}
        </Suspense>
      </Paper>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('code')}
      </Typography>
      <LoadState loaded={source}>{(code) => <CodeViewer code={code} language="tsx" />}</LoadState>
    </>
  );
}
