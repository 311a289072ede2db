import { PAPER_NUMBER_MAX, type EvaluationBody, type ProposalSummary } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { EvaluationFormFields } from '../../../shared/evaluation/EvaluationFormFields';
import {
  EMPTY_EVALUATION,
  EVALUATION_FIELDS,
  evaluationFormSchema,
  type EvaluationForm,
} from '../../../shared/evaluation/evaluationForm';
import { evaluationBundle } from '../../../shared/evaluation/i18n';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useStaffProposalsQuery } from '../api';
import { useEnterPaperEvaluationMutation, usePaperEvaluationViewQuery } from '../paperApi';
import { PaperEntryFrame } from '../components/PaperEntryFrame';
import { paperBundle } from '../paperTexts';

registerBundle(paperBundle);
registerBundle(evaluationBundle);

const heading = (proposal: Pick<ProposalSummary, 'number' | 'title'>) =>
  proposal.number ? `${proposal.number} · ${proposal.title}` : proposal.title;

/** The replied proposals of every session, found by title or number as one types. */
function RepliedProposalField({
  value,
  onChange,
}: {
  value: ProposalSummary | null;
  onChange: (proposal: ProposalSummary | null) => void;
}) {
  const { t } = useTranslation('paperEntry');
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const list = useStaffProposalsQuery({ state: 'replied', pageSize: 20, ...(q ? { q } : {}) });
  return (
    <Autocomplete
      options={list.data?.items ?? []}
      loading={list.isFetching}
      value={value}
      inputValue={input}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={heading}
      getOptionKey={(option) => option.id}
      noOptionsText={t('noProposal')}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField {...params} label={t('proposal')} required placeholder={t('searchProposal')} />
      )}
    />
  );
}

/**
 * /apps/staff/paper/evaluation: staff type in an evaluation a signer handed in on the paper form (issue
 * 27): the replied proposal, the reply, the signer still to evaluate, the paper's number and the form's
 * choices. The evaluation counts as the member's; the event log names the typist and the paper.
 */
export default function PaperEvaluationPage() {
  const { t } = useTranslation('paperEntry');
  usePageTitle(t('evaluationTitle'));
  const errorText = useErrorText();
  const [proposal, setProposal] = useState<ProposalSummary | null>(null);
  const [replyId, setReplyId] = useState('');
  const [memberId, setMemberId] = useState('');
  const [paperNumber, setPaperNumber] = useState('');
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<{ id: string; title: string } | null>(null);
  const view = usePaperEvaluationViewQuery(proposal?.id ?? '', { skip: !proposal });
  const [enter, entering] = useEnterPaperEvaluationMutation();
  const { control, handleSubmit, setError, reset } = useForm<EvaluationForm, unknown, EvaluationBody>({
    resolver: zodResolver(evaluationFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: EMPTY_EVALUATION,
  });
  const replies = view.data?.replies ?? [];
  const pending = view.data?.pendingSigners ?? [];
  const chosenReply = replies.length === 1 ? (replies[0]?.replyId ?? '') : replyId;
  const fields = serverError?.fields ?? {};

  function choose(next: ProposalSummary | null) {
    setProposal(next);
    setReplyId('');
    setMemberId('');
    setServerError(null);
  }

  async function submit(body: EvaluationBody) {
    if (!proposal) return;
    const member = pending.find((signer) => signer.id === memberId);
    if (member) {
      const ok = await confirm({
        title: t('confirmTitle'),
        message: t('confirmEvaluation', { member: member.displayName }),
        confirmText: t('confirm'),
        cancelText: t('cancel'),
      });
      if (!ok) return;
    }
    setServerError(null);
    const result = await enter({
      proposalId: proposal.id,
      replyId: chosenReply,
      body: { ...body, memberId, paperNumber },
    });
    if (result.data) {
      setDone({ id: proposal.id, title: proposal.title });
      return;
    }
    applyServerFieldErrors(result.error, EVALUATION_FIELDS, setError);
    setServerError(result.error as ApiError);
  }
  function another() {
    setDone(null);
    choose(null);
    setPaperNumber('');
    reset(EMPTY_EVALUATION);
  }
  const general = serverError && Object.keys(fields).length === 0 ? serverError : null;

  return (
    <PaperEntryFrame
      testId="paper-evaluation-page"
      title={t('evaluationTitle')}
      intro={t('evaluationIntro')}
      done={done}
      doneText={t('evaluated')}
      onAnother={another}
    >
      <Paper
        variant="outlined"
        component="form"
        noValidate
        data-testid="paper-evaluation-form"
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <Stack spacing={2}>
          <RepliedProposalField value={proposal} onChange={choose} />
          {view.isFetching && !view.data && <Loading />}
          {view.error && <QueryError error={view.error} onRetry={() => void view.refetch()} />}
          {proposal && view.data && pending.length === 0 && (
            <Alert severity="info">{t('nobodyPending')}</Alert>
          )}
          {proposal && view.data && pending.length > 0 && (
            <>
              {replies.length > 1 && (
                <TextField
                  select
                  required
                  label={t('reply')}
                  value={replyId}
                  onChange={(event) => setReplyId(event.target.value)}
                >
                  {replies.map((reply) => (
                    <MenuItem key={reply.replyId} value={reply.replyId}>
                      {reply.unit.name} · {reply.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                select
                required
                label={t('evaluator')}
                value={memberId}
                onChange={(event) => setMemberId(event.target.value)}
                error={Boolean(fields.memberId)}
                helperText={fields.memberId}
              >
                {pending.map((signer) => (
                  <MenuItem key={signer.id} value={signer.id}>
                    {signer.displayName}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                label={t('paperNumber')}
                value={paperNumber}
                onChange={(event) => setPaperNumber(event.target.value)}
                slotProps={{ htmlInput: { maxLength: PAPER_NUMBER_MAX } }}
                error={Boolean(fields.paperNumber)}
                helperText={fields.paperNumber}
              />
              <EvaluationFormFields control={control} disabled={entering.isLoading} />
              {general && (
                <Alert severity="error" role="alert">
                  {errorText(general)}
                </Alert>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={entering.isLoading}>
                  {entering.isLoading ? t('saving') : t('submitEvaluation')}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </Paper>
    </PaperEntryFrame>
  );
}
