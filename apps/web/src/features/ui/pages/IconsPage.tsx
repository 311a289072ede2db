import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { SimplePage } from '../../../shared/ui/layouts/SimplePage';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useIconsQuery } from '../api';
import { IconGrid } from '../components/IconGrid';
import { i18nBundle } from '../i18n';
import { ICON_SEARCH_MAX, searchIcons } from '../lib/iconSearch';

registerBundle(i18nBundle);

/** /ui/icons: every Material icon from `GET /api/icons`, searched by name or tag; a click copies the name. */
export default function IconsPage() {
  const { t } = useTranslation('ui');
  usePageTitle(t('icons'));
  const dispatch = useAppDispatch();
  const icons = useIconsQuery();
  const [text, setText] = useState('');
  // Typing stays responsive: the grid follows the deferred words.
  const words = useDeferredValue(text);
  const shown = useMemo(() => searchIcons(icons.data ?? [], words), [icons.data, words]);
  const total = icons.data?.length ?? 0;

  const copy = (name: string) => {
    const done = () => dispatch(showMessage({ message: t('icons.copied', { name }), variant: 'success' }));
    const failed = () =>
      dispatch(showMessage({ message: t('icons.copyFailed', { name }), variant: 'warning' }));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(name).then(done, failed);
  };

  return (
    <SimplePage
      testId="icons-page"
      header={
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('icons')}
            </Typography>
            <Typography color="textSecondary">{t('icons.subtitle', { count: total })}</Typography>
            <Typography variant="body2" color="textSecondary" data-testid="icon-count-reason">
              {t('icons.countReason')}
            </Typography>
          </Box>
          <TextField
            type="search"
            size="small"
            label={t('icons.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: ICON_SEARCH_MAX, 'data-testid': 'icon-search' } }}
            sx={{ flex: '1 1 280px', maxWidth: 420 }}
          />
        </Box>
      }
      content={
        <>
          {icons.isFetching && !icons.data && <Loading />}
          {icons.isError && <QueryError error={icons.error} onRetry={() => void icons.refetch()} />}
          {icons.data && (
            <>
              <Typography color="textSecondary" sx={{ mb: 1 }} data-testid="icon-count" aria-live="polite">
                {t('icons.count', { shown: shown.length, total })}
              </Typography>
              {shown.length === 0 ? (
                <Alert severity="info">{t('icons.empty', { words })}</Alert>
              ) : (
                <IconGrid icons={shown} onCopy={copy} />
              )}
            </>
          )}
        </>
      }
    />
  );
}
