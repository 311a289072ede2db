import type { ProposalDetail, ProposalEvaluations } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvaluateReplyForm } from '../../../shared/evaluation/EvaluateReplyForm';
import { closedByEvaluations } from '../../../shared/evaluation/evaluationForm';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { registerBundle } from '../../../shared/i18n/i18n';
import { evaluationsDue } from './closing';
import { oversightBundle } from './oversightI18n';
import { useProposalEvaluationsQuery } from './oversightApi';

registerBundle(oversightBundle);

type ReplyRow = ProposalEvaluations['replies'][number];

/** The replies the caller may evaluate on this proposal now (none unless it is 已答复 and they sign it). */
export function useEvaluationsDue(proposal: ProposalDetail): ReplyRow[] {
  const query = useProposalEvaluationsQuery(proposal.id, { skip: proposal.state !== 'replied' });
  return evaluationsDue(proposal.state, query.data);
}

/** 评价答复 among the proposal page's actions: one button per reply awaiting the caller, its form in a dialog. */
export function EvaluateActions({ proposal, replies }: { proposal: ProposalDetail; replies: ReplyRow[] }) {
  const { t } = useTranslation('proposalOversight');
  const dispatch = useAppDispatch();
  // The same cached query useEvaluationsDue read: who else still has to evaluate.
  const view = useProposalEvaluationsQuery(proposal.id, { skip: proposal.state !== 'replied' }).data;
  const [open, setOpen] = useState<ReplyRow | null>(null);
  return (
    <>
      {replies.map((reply) => (
        <Button key={reply.replyId} variant="contained" onClick={() => setOpen(reply)} data-action="evaluate">
          {replies.length > 1 ? t('evaluateUnit', { unit: reply.unit.name }) : t('goEvaluate')}
        </Button>
      ))}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        {open && (
          <>
            <DialogTitle>{t('evaluateUnit', { unit: open.unit.name })}</DialogTitle>
            <DialogContent>
              <Typography color="textSecondary">{open.title}</Typography>
              <Typography color="textSecondary" sx={{ mb: 1 }}>
                {t('evaluateFinal')}
              </Typography>
              <EvaluateReplyForm
                proposalId={proposal.id}
                reply={open}
                view={view}
                confirmSend={() => Promise.resolve(true)}
                onEvaluated={(view) => {
                  setOpen(null);
                  dispatch(
                    showMessage({
                      message: t(closedByEvaluations(view) ? 'evaluatedClosed' : 'evaluated'),
                      variant: 'success',
                    }),
                  );
                }}
              />
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  );
}
