import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Clue } from '@cppcc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useRoles } from '../../../shared/session/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { useAdoptClueMutation, useCluesQuery } from '../api';
import { ClueCard } from '../components/ClueCard';
import { i18nBundle } from '../i18n';
import { categoryName } from '../lib';
import { proposalEditPath } from '../paths';

registerBundle(i18nBundle);

/** /apps/clues: members browse and search the clue library and adopt a clue into a draft proposal. */
export default function LibraryPage() {
  const { t, i18n } = useTranslation('clues');
  usePageTitle(t('libraryTitle'));
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const member = useRoles().includes('members');
  const settings = useWorkflowSettingsQuery();
  // `?q=` opens the library searching (the editor's 查重 panel links a clue so).
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [categoryCode, setCategoryCode] = useState('');
  const list = useCluesQuery({
    ...(q ? { q } : {}),
    ...(categoryCode ? { categoryCode } : {}),
    pageSize: 50,
  });
  const [adopt, adopting] = useAdoptClueMutation();
  const items = (list.data?.items ?? []).filter(
    (clue) => clue.state === 'accepted' || clue.state === 'adopted',
  );

  async function onAdopt(clue: Clue) {
    const ok = await confirm({
      title: t('adopt'),
      message: t('adoptConfirm', { title: clue.title }),
      confirmText: t('adopt'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    try {
      const { proposalId } = await adopt(clue.id).unwrap();
      void navigate(proposalEditPath(proposalId));
    } catch (caught) {
      dispatch(
        showMessage({ message: t('failed', { message: errorText(caught as ApiError) }), variant: 'error' }),
      );
    }
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="clue-library-page">
      <Typography variant="h5" component="h1">
        {t('libraryTitle')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('libraryIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField value={q} onSearch={setQ} label={t('search')} sx={{ flex: 1 }} />
        <TextField
          select
          label={t('category')}
          value={categoryCode}
          onChange={(event) => setCategoryCode(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allCategories')}</MenuItem>
          {settings.data?.categories.map((category) => (
            <MenuItem key={category.code} value={category.code}>
              {categoryName(settings.data?.categories, category.code, language)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isLoading && <Loading />}
      {list.data && items.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      <Stack spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((clue) => (
          <ClueCard
            key={clue.id}
            clue={clue}
            actions={
              member &&
              (clue.adoptedByMe ? (
                <Button size="small" disabled>
                  {t('adoptedByMe')}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  disabled={adopting.isLoading}
                  onClick={() => void onAdopt(clue)}
                >
                  {t('adopt')}
                </Button>
              ))
            }
          />
        ))}
      </Stack>
    </Box>
  );
}
