import type { ReplyDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { taskPath } from '../paths';
import { useProblemText } from './feedback';
import type { SubmitFailure } from './useReplyForm';

/** 提交答复: what a submission needs (document, communication, opinions), what the server found missing. */
export function SubmitSection({
  reply,
  failure,
  busy,
  onSubmit,
}: {
  reply: ReplyDetail;
  failure: SubmitFailure | null;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const problemText = useProblemText();
  return (
    <SectionCard id="reply-submit" title={t('beforeSubmit')}>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5, mb: 2 }} data-testid="submit-checklist">
        <li data-done={reply.document !== null}>
          {t('requirement.document')}：{reply.document ? t('checkDone') : t('checkMissing')}
        </li>
        <li data-done={reply.communicationCount > 0}>
          {t('requirement.communication')}：
          {reply.communicationCount > 0 ? (
            t('communicationCount', { count: reply.communicationCount })
          ) : (
            <Link component={RouterLink} to={taskPath(reply.task.proposal.id)}>
              {t('checkMissingCommunication')}
            </Link>
          )}
        </li>
        {reply.task.handlingMode === 'joint' && (
          <li>
            {t('requirement.opinions')}：{t('opinionCount', { count: reply.opinions.length })}
          </li>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" data-testid="submit-problems" sx={{ mb: 2 }}>
          <AlertTitle>{failure.message}</AlertTitle>
          {failure.other.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {failure.other.map(([name, reason]) => (
                <li key={name} data-requirement={name}>
                  {['document', 'communication', 'opinions'].includes(name)
                    ? `${t(`requirement.${name}`)}：`
                    : ''}
                  {problemText(reason)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={onSubmit} disabled={busy} data-testid="submit-reply">
        {t(reply.submitsTo === 'approver' ? 'submitForApproval' : 'submitReply')}
      </Button>
    </SectionCard>
  );
}
