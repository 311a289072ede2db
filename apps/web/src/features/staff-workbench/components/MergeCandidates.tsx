import type { MergeSuggestion, ProposalSummary } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { SharedPassages } from '../../../shared/ui/SharedPassages';
import { useStaffMergeMutation, useStaffMergeSuggestionsQuery, useStaffProposalQuery } from '../api';
import { mergeBundle } from './mergeI18n';

registerBundle(mergeBundle);

function TextColumn({ heading, title, analysis, suggestions }: Record<string, string>) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline">{heading}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {analysis}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {suggestions}
      </Typography>
    </Box>
  );
}

/** Side by side: the proposal under review and a candidate; one click merges it into the candidate. */
function CompareDialog(props: {
  proposal: ProposalSummary;
  candidate: MergeSuggestion;
  onClose: () => void;
}) {
  const { proposal, candidate, onClose } = props;
  const { t } = useTranslation('staffMerge');
  const errorText = useErrorText();
  const own = useStaffProposalQuery(proposal.id);
  const [merge, merging] = useStaffMergeMutation();
  const [error, setError] = useState<string>();
  const onMerge = async () => {
    const result = await merge({
      id: proposal.id,
      version: own.data?.version ?? proposal.version,
      masterId: candidate.id,
    });
    if ('error' in result) setError(errorText(result.error));
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="merge-compare-title">
      <DialogTitle id="merge-compare-title">
        {t('compareTitle')}{' '}
        <Chip size="small" color="warning" label={t('overlap', { percent: candidate.overlap })} />
      </DialogTitle>
      <DialogContent dividers data-testid="merge-compare">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('mergeHint')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {own.data ? (
            <TextColumn
              heading={t('thisOne')}
              title={own.data.title}
              analysis={own.data.analysis}
              suggestions={own.data.suggestions}
            />
          ) : (
            <Box sx={{ flex: 1 }}>
              <Loading />
            </Box>
          )}
          <TextColumn
            heading={t('candidate')}
            title={candidate.title}
            analysis={candidate.analysis}
            suggestions={candidate.suggestions}
          />
        </Stack>
        <Typography variant="overline" component="p" sx={{ mt: 2 }}>
          {t('sharedPassages')}
        </Typography>
        <SharedPassages segments={candidate.excerpt} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void onMerge()}
          disabled={merging.isLoading}
          data-testid="merge-confirm"
        >
          {t('mergeInto')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A review row's 并案 candidates: same-session proposals at least the setting's percentage alike. */
export function MergeCandidates({ proposal }: { proposal: ProposalSummary }) {
  const { t } = useTranslation('staffMerge');
  const suggestions = useStaffMergeSuggestionsQuery(proposal.id);
  const [open, setOpen] = useState<MergeSuggestion>();
  if (suggestions.isLoading) return <Typography variant="body2">{t('checking')}</Typography>;
  if (suggestions.isError) return <Typography variant="body2">{t('failed')}</Typography>;
  const items = suggestions.data?.items ?? [];
  if (items.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {t('none')}
      </Typography>
    );
  return (
    <Stack spacing={0.5} data-testid="merge-candidates">
      {items.map((item) => (
        <Button
          key={item.id}
          size="small"
          variant="outlined"
          color="warning"
          onClick={() => setOpen(item)}
          sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
          aria-label={t('compareLabel', { title: item.title, percent: item.overlap })}
        >
          {t('overlap', { percent: item.overlap })} · {item.title}
        </Button>
      ))}
      {open && <CompareDialog proposal={proposal} candidate={open} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}
