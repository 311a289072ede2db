import type { ProposalEvaluations } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { otherEvaluators } from './evaluationForm';

/**
 * Said before the evaluation is sent, not after: the proposal closes only once every co-signer has
 * evaluated too, and who has not yet.
 */
export function CosignerNotice({
  view,
  me,
}: {
  view: Pick<ProposalEvaluations, 'replies' | 'pendingSigners'>;
  me: string;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const { pending, hasOthers } = otherEvaluators(view, me);
  if (!hasOthers) return null;
  const names = pending.join(i18n.language === 'en' ? ', ' : '、');
  return (
    <Alert severity="info" data-testid="cosigner-notice" sx={{ mb: 1 }}>
      {pending.length > 0 ? t('othersPending', { names }) : t('othersDone')}
    </Alert>
  );
}
