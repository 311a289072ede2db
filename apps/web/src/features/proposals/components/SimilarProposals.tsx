import { clueLibrarySearchPath, SIMILAR_CHECK_PAUSE_MS, type SimilarItem } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { registerBundle } from '../../../shared/i18n/i18n';
import { SharedPassages } from '../../../shared/ui/SharedPassages';
import { useLazySimilarProposalsQuery } from '../api';
import { numberText } from '../logic';
import { useDebounced } from '../useDebounced';
import { similarBundle } from './similarI18n';

registerBundle(similarBundle);

interface Draft {
  title: string;
  analysis: string;
  suggestions: string;
}

/** Fewer letters than this and nothing is compared yet. */
const MIN_LETTERS = 4;

function SimilarEntry({ item }: { item: SimilarItem }) {
  const { t, i18n } = useTranslation('proposalSimilar');
  const language = i18n.language;
  const settings = useWorkflowSettingsQuery();
  const resultClass = settings.data?.replyClasses.find((entry) => entry.code === item.reply?.resultClass);
  const heading = [item.sessionName, numberText(item.number, language), item.title].filter(Boolean).join(' ');
  return (
    <Box component="li" data-testid="similar-item" sx={{ listStyle: 'none', py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color="warning" label={t('overlap', { percent: item.overlap })} />
        <Chip size="small" variant="outlined" label={t(`source_${item.source}`)} />
        {/* Published proposals the caller may not open have no page to link to. */}
        {item.source === 'published' ? (
          <Typography sx={{ fontWeight: 600 }}>{heading}</Typography>
        ) : item.source === 'clue' ? (
          <Link
            component={RouterLink}
            to={clueLibrarySearchPath(item.title)}
            target="_blank"
            sx={{ fontWeight: 600 }}
          >
            {heading}
          </Link>
        ) : (
          <Link
            component={RouterLink}
            to={`/apps/proposals/${item.id}`}
            target="_blank"
            sx={{ fontWeight: 600 }}
          >
            {heading}
          </Link>
        )}
      </Stack>
      <SharedPassages segments={item.excerpt} />
      {item.unitNames.length > 0 && (
        <Typography variant="body2">{t('units', { names: item.unitNames.join('、') })}</Typography>
      )}
      <Typography variant="body2" data-testid="similar-reply">
        {item.source === 'clue'
          ? t('clueHint')
          : item.reply
            ? resultClass || item.reply.resultClass
              ? t('reply', {
                  resultClass: resultClass
                    ? language === 'en'
                      ? resultClass.en
                      : resultClass.zh
                    : item.reply.resultClass,
                  summary: item.reply.summary,
                })
              : t('replyNoClass', { summary: item.reply.summary })
            : t('noReply')}
      </Typography>
    </Box>
  );
}

/**
 * 查重 while writing: the closest published proposals, the member's own and those they may open, compared
 * with the whole draft once typing pauses. Always mounted with the same outer box, below the form's selects,
 * so a refresh never re-mounts or moves a field the member is using; the last answer stays on screen while
 * the next is fetched.
 */
export function SimilarProposals({ draft, excludeId }: { draft: Draft; excludeId: string | undefined }) {
  const { t } = useTranslation('proposalSimilar');
  // Debounced as one string: a new object each render would restart the timer forever.
  const key = useDebounced(
    JSON.stringify([draft.title, draft.analysis, draft.suggestions]),
    SIMILAR_CHECK_PAUSE_MS,
  );
  const [title = '', analysis = '', suggestions = ''] = JSON.parse(key) as string[];
  const letters = (title + analysis + suggestions).replace(/[\s\p{P}]/gu, '');
  const tooShort = [...letters].length < MIN_LETTERS;
  const [check, checked] = useLazySimilarProposalsQuery();
  const previous = useRef<{ key: string; abort: () => void } | undefined>(undefined);
  useEffect(() => {
    if (tooShort) return;
    const running = check({ title, analysis, suggestions, excludeId }, true);
    // A newer draft drops the check still running for an older one: the server then skips what is left
    // of it, which under load frees it for the check that counts. Not on leaving the editor: a check of
    // the same draft started again at once (React's development remount) would share the dropped one.
    const started = `${key}\n${excludeId ?? ''}`;
    if (previous.current && previous.current.key !== started) previous.current.abort();
    previous.current = { key: started, abort: () => running.abort() };
  }, [check, tooShort, key, title, analysis, suggestions, excludeId]);
  const similar = tooShort
    ? { data: undefined, isFetching: false, isError: false }
    : { data: checked.data, isFetching: checked.isFetching, isError: checked.isError };
  const items = similar.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="similar-proposals" aria-live="polite">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('hint')}
      </Typography>
      <Box sx={{ height: 4, my: 1 }}>
        {similar.isFetching && <LinearProgress aria-label={t('checking')} />}
      </Box>
      {similar.isError ? (
        <Typography variant="body2" color="textSecondary">
          {t('failed')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="textSecondary" data-testid="similar-empty">
          {similar.isFetching ? t('checking') : t('empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {items.map((item) => (
            <SimilarEntry key={item.id} item={item} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
