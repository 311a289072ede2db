import type { EvaluationBody, ProposalEvaluations } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../api/errorText';
import { registerBundle } from '../i18n/i18n';
import { useUser } from '../session/hooks';
import { useEvaluateReplyMutation } from './api';
import { CosignerNotice } from './CosignerNotice';
import { EvaluationFormFields } from './EvaluationFormFields';
import { FORM_PARSE_OPTIONS } from '../forms/formIssues';
import { applyServerFieldErrors } from '../forms/serverErrors';
import {
  EMPTY_EVALUATION,
  EVALUATION_FIELDS,
  evaluationFormSchema,
  type EvaluationForm,
} from './evaluationForm';
import { evaluationBundle } from './i18n';

registerBundle(evaluationBundle);

/**
 * A signer's evaluation of one approved reply: the fields, the checks (contracts' rule), the server's field
 * errors and the POST. `confirmSend` asks before the evaluation goes out (it cannot be changed afterwards).
 * `view` (the proposal's evaluations) lets the form say which co-signers still have to evaluate.
 */
export function EvaluateReplyForm({
  proposalId,
  reply,
  view,
  confirmSend,
  onEvaluated,
}: {
  proposalId: string;
  reply: { replyId: string; unit: { name: string } };
  view: Pick<ProposalEvaluations, 'replies' | 'pendingSigners'> | undefined;
  confirmSend: () => Promise<boolean>;
  onEvaluated: (view: ProposalEvaluations) => void;
}) {
  const { t } = useTranslation('evaluation');
  const errorText = useErrorText();
  const user = useUser();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError } = useForm<EvaluationForm, unknown, EvaluationBody>({
    resolver: zodResolver(evaluationFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: EMPTY_EVALUATION,
  });
  const [evaluate, sending] = useEvaluateReplyMutation();

  const submit = async (body: EvaluationBody) => {
    if (!(await confirmSend())) return;
    const result = await evaluate({ proposalId, replyId: reply.replyId, body });
    if (result.data) {
      onEvaluated(result.data);
      return;
    }
    const onFields = applyServerFieldErrors(result.error, EVALUATION_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('formLabel', { unit: reply.unit.name })}
      data-testid="evaluation-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      sx={{ mt: 1 }}
    >
      {view && <CosignerNotice view={view} me={user.uid} />}
      <EvaluationFormFields control={control} disabled={sending.isLoading} />
      {general && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {general}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={sending.isLoading}>
        {t('submit')}
      </Button>
    </Box>
  );
}
