import type { SelectionDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { formatDateTime } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import {
  useSelectionQuery,
  useSelectionStepMutation,
  useVoteMutation,
  useWithdrawCandidateMutation,
} from '../api';
import { CandidateCard } from '../components/CandidateCard';
import { candidateName } from '../components/candidateName';
import { DecisionDialog } from '../components/DecisionDialog';
import { NominateDialog } from '../components/NominateDialog';
import { useRun } from '../components/useRun';
import { VotersDialog } from '../components/VotersDialog';
import { i18nBundle } from '../i18n';
import { SELECTIONS_PATH } from '../paths';

registerBundle(i18nBundle);

type Dialog = 'nominate' | 'voters' | 'decide' | null;
const STEPS = [
  ['open_voting', 'open-voting', 'openVoting', 'openConfirm'],
  ['close_voting', 'close-voting', 'closeVoting', 'closeConfirm'],
  ['count', 'count', 'count', null],
  ['publish', 'publish', 'publish', 'publishConfirm'],
] as const;

/** /apps/selections/:id — staff manage the selection, a voter votes, members read the published result. */
export default function SelectionPage() {
  const { id = '' } = useParams();
  const query = useSelectionQuery(id);
  return (
    <QueryGuard query={query} notFoundPath="/404" failed={(error) => <Box sx={{ p: 3 }}>{error}</Box>}>
      {(selection) => <SelectionView selection={selection} refreshing={query.isFetching} />}
    </QueryGuard>
  );
}

/**
 * `refreshing`: the detail is being fetched again (after a step): its version is about to change, so a
 * step sent meanwhile would carry the old one and be refused as changed by someone else.
 */
function SelectionView({ selection, refreshing }: { selection: SelectionDetail; refreshing: boolean }) {
  const { t } = useTranslation(['selections', 'messages']);
  usePageTitle(selection.title);
  const run = useRun();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [picks, setPicks] = useState<string[]>([]);
  const [step, stepping] = useSelectionStepMutation();
  const busy = refreshing || stepping.isLoading;
  const [withdraw] = useWithdrawCandidateMutation();
  const [vote, voting] = useVoteMutation();
  const can = (action: string) => selection.actions.includes(action);
  const mayVote = can('vote') && selection.myVote !== null && selection.myVote.votedAt === null;

  const runStep = async (path: (typeof STEPS)[number][1], label: string, question: string | null) => {
    if (question && !(await confirm({ title: label, message: t(question) }))) return;
    await run(() => step({ id: selection.id, step: path, version: selection.version }).unwrap());
  };
  const submitVote = async () => {
    if (!(await confirm({ title: t('submitVote'), message: t('voteConfirm', { count: picks.length }) })))
      return;
    if (await run(() => vote({ id: selection.id, candidateIds: picks }).unwrap(), t('voteThanks')))
      setPicks([]);
  };
  const toggle = (candidateId: string) =>
    setPicks((previous) =>
      previous.includes(candidateId)
        ? previous.filter((pick) => pick !== candidateId)
        : [...previous, candidateId],
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000, mx: 'auto', width: '100%' }}>
      <Button component={Link} to={SELECTIONS_PATH} size="small" sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Chip size="small" label={t(`messages:selectionKind.${selection.kind}`)} />
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t(`messages:selectionState.${selection.state}`)}
        />
      </Stack>
      <Typography variant="h5" component="h1">
        {selection.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {selection.sessionName} · {t('quota')} {selection.quota}
        {selection.kind !== 'key_proposal' &&
          ` · ${t('period')}：${
            selection.votingClosesAt
              ? `${formatDateTime(selection.votingOpensAt)} — ${formatDateTime(selection.votingClosesAt)}`
              : t('periodNone')
          } · ${t('turnout', { voted: selection.votedCount, voters: selection.voterCount })}`}
      </Typography>
      {selection.decisionDate && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('decision', { date: selection.decisionDate })}
          {selection.decisionNote ? ` ${selection.decisionNote}` : ''}
        </Alert>
      )}
      {selection.tieAtCut && selection.state === 'counted' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('tieAtCut')}
        </Alert>
      )}

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {can('nominate') && (
          <Button variant="outlined" onClick={() => setDialog('nominate')}>
            {t('nominate')}
          </Button>
        )}
        {can('set_voters') && (
          <Button variant="outlined" onClick={() => setDialog('voters')}>
            {t('chooseVoters')}
          </Button>
        )}
        {STEPS.filter(([action]) => can(action)).map(([action, path, label, question]) => (
          <Button
            key={action}
            variant="contained"
            disabled={busy}
            onClick={() => void runStep(path, t(label), question)}
          >
            {t(label)}
          </Button>
        ))}
        {can('decide') && (
          <Button variant="contained" disabled={busy} onClick={() => setDialog('decide')}>
            {t('decide')}
          </Button>
        )}
      </Stack>

      {selection.myVote && selection.state === 'voting' && (
        <Alert severity={mayVote ? 'info' : 'success'} sx={{ mb: 2 }}>
          {selection.myVote.votedAt
            ? t('voted', { time: formatDateTime(selection.myVote.votedAt) })
            : t('ballotHelp', { count: selection.votesPerVoter })}
        </Alert>
      )}
      {!selection.countsShown && selection.kind !== 'key_proposal' && selection.state !== 'nominating' && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('countsHidden')}
        </Typography>
      )}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('candidates', { count: selection.candidates.length })}
      </Typography>
      {selection.candidates.length === 0 ? (
        <Typography color="textSecondary">{t('noCandidates')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {selection.candidates.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              ballot={
                mayVote
                  ? {
                      checked: picks.includes(candidate.id),
                      disabled: !picks.includes(candidate.id) && picks.length >= selection.votesPerVoter,
                      onToggle: () => toggle(candidate.id),
                    }
                  : undefined
              }
              onWithdraw={
                can('withdraw_candidate')
                  ? () =>
                      void (async () => {
                        const ok = await confirm({
                          title: t('withdraw'),
                          message: t('withdrawConfirm', { name: candidateName(candidate) }),
                          destructive: true,
                        });
                        if (ok)
                          await run(() =>
                            withdraw({
                              id: selection.id,
                              candidateId: candidate.id,
                              version: selection.version,
                            }).unwrap(),
                          );
                      })()
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {mayVote && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={picks.length === 0 || voting.isLoading}
          onClick={() => void submitVote()}
        >
          {t('submitVote')}
        </Button>
      )}

      {selection.voters.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {t('voters', { count: selection.voters.length })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {selection.voters.map((voter) => (
              <Chip
                key={voter.id}
                size="small"
                color={voter.votedAt ? 'success' : 'default'}
                label={voter.displayName}
              />
            ))}
          </Stack>
        </Box>
      )}
      {selection.events.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {t('events')}
          </Typography>
          {selection.events.map((event) => (
            <Typography key={event.id} variant="body2" color="textSecondary">
              {formatDateTime(event.at)} · {event.actor} ·{' '}
              {t(`messages:selectionAction.${event.action}`, event.action)}
              {event.detail ? ` · ${event.detail}` : ''}
            </Typography>
          ))}
        </Box>
      )}

      {dialog === 'nominate' && <NominateDialog selection={selection} onClose={() => setDialog(null)} />}
      {dialog === 'voters' && <VotersDialog selection={selection} onClose={() => setDialog(null)} />}
      {dialog === 'decide' && <DecisionDialog selection={selection} onClose={() => setDialog(null)} />}
    </Box>
  );
}
