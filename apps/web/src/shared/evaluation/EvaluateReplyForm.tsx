import type { ProposalEvaluations } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/apiError';
import { useErrorText } from '../api/errorText';
import { registerBundle } from '../i18n/i18n';
import { useEvaluateReplyMutation } from './api';
import { EvaluationFormFields } from './EvaluationFormFields';
import {
  EMPTY_EVALUATION,
  evaluationBody,
  evaluationFormProblems,
  type EvaluationField,
  type EvaluationForm,
} from './evaluationForm';
import { evaluationBundle } from './i18n';

registerBundle(evaluationBundle);

/**
 * A signer's evaluation of one approved reply: the fields, the checks (contracts' rule), the server's field
 * errors and the POST. `confirmSend` asks before the evaluation goes out (it cannot be changed afterwards).
 */
export function EvaluateReplyForm({
  proposalId,
  reply,
  confirmSend,
  onEvaluated,
}: {
  proposalId: string;
  reply: { replyId: string; unit: { name: string } };
  confirmSend: () => Promise<boolean>;
  onEvaluated: (view: ProposalEvaluations) => void;
}) {
  const { t } = useTranslation('evaluation');
  const tm = useTranslation('messages').t;
  const errorText = useErrorText();
  const [form, setForm] = useState<EvaluationForm>(EMPTY_EVALUATION);
  const [showProblems, setShowProblems] = useState(false);
  const [evaluate, sending] = useEvaluateReplyMutation();
  const problems = evaluationFormProblems(form);
  const serverFields = isApiError(sending.error) ? sending.error.fields : {};
  const shown: Partial<Record<EvaluationField, string>> = {};
  for (const field of ['attitude', 'result', 'contacted', 'comment'] as const) {
    const key = showProblems ? problems[field] : undefined;
    const server = Object.entries(serverFields).find(
      ([path]) => path === field || path.endsWith(`.${field}`),
    );
    const text = key ? tm(key) : server?.[1];
    if (text) shown[field] = text;
  }

  async function submit() {
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      return;
    }
    if (!(await confirmSend())) return;
    const result = await evaluate({ proposalId, replyId: reply.replyId, body: evaluationBody(form) });
    if (result.data) onEvaluated(result.data);
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('formLabel', { unit: reply.unit.name })}
      data-testid="evaluation-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ mt: 1 }}
    >
      <EvaluationFormFields form={form} onChange={setForm} problems={shown} disabled={sending.isLoading} />
      {sending.error && Object.keys(serverFields).length === 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(sending.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={sending.isLoading}>
        {t('submit')}
      </Button>
    </Box>
  );
}
