import {
  SATISFACTION_LABELS,
  type ProposalDetail,
  type ProposalEvaluations,
  type WorkflowSettings,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { replyDocumentSrc, viewerHref } from '../../../shared/lib/viewerHref';
import { ClosingDialog } from './ClosingDialog';
import { closingActions, type ClosingAction } from './closing';
import { oversightBundle } from './oversightI18n';
import { useProposalEvaluationsQuery } from './oversightApi';
import { replyPrintPath } from './printPaths';
import { useReplyQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { isoToDateInput, localeDateTime } from '../../../shared/lib/dates';
import { QueryError } from '../../../shared/ui/QueryError';

registerBundle(oversightBundle);

const SHOWN_IN: readonly ProposalDetail['state'][] = ['replied', 'rehandling', 'closed'];

/**
 * 评价情况 on the proposal page: the round's approved replies with every signer's evaluation, who has not
 * evaluated yet and until when; for staff the closing actions the evaluations allow (重新办理, 办结, 协商办结).
 */
export function EvaluationSection({
  proposal,
  onConflict,
}: {
  proposal: ProposalDetail;
  onConflict: () => void;
}) {
  const shown = proposal.handlingMode !== null && SHOWN_IN.includes(proposal.state);
  if (!shown) return null;
  return <Section proposal={proposal} onConflict={onConflict} />;
}

function Section({ proposal, onConflict }: { proposal: ProposalDetail; onConflict: () => void }) {
  const { t, i18n } = useTranslation('proposalOversight');
  const language = toLanguage(i18n.language);
  const query = useProposalEvaluationsQuery(proposal.id);
  const settings = useWorkflowSettingsQuery();
  const [dialog, setDialog] = useState<ClosingAction | null>(null);
  const data = query.data;
  const actions = closingActions(proposal.allowedActions, data);

  return (
    <Card component="section" aria-labelledby="evaluation-heading" data-testid="evaluation-section">
      <CardContent>
        <Typography id="evaluation-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('evaluationTitle')}
        </Typography>
        {query.error ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isLoading || !data ? (
          <Box>
            <Skeleton />
            <Skeleton />
          </Box>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
              <Typography color="textSecondary">
                {t('round')}：{t(data.round === 2 ? 'roundSecond' : 'roundFirst')}
              </Typography>
              {data.windowEndsAt && proposal.state === 'replied' && (
                <Typography color="textSecondary">
                  {t('windowEndsAt')}：
                  <Box component="span" sx={{ color: 'text.primary' }} data-testid="evaluation-window">
                    {isoToDateInput(data.windowEndsAt)}
                  </Box>
                </Typography>
              )}
              {proposal.closedAt && (
                <Typography color="textSecondary">
                  {t('closedAt')}：{localeDateTime(proposal.closedAt, language)}
                </Typography>
              )}
            </Stack>
            {proposal.state === 'rehandling' && <Alert severity="info">{t('rehandlingHint')}</Alert>}
            {proposal.state === 'closed' && (
              <Alert severity="success" data-testid="evaluation-closed">
                {t('closedHint')}
              </Alert>
            )}
            {data.replies.length === 0
              ? proposal.state !== 'rehandling' && (
                  <Typography color="textSecondary">{t('noReplies')}</Typography>
                )
              : data.replies.map((reply) => (
                  <ReplyEvaluations key={reply.replyId} reply={reply} settings={settings.data} />
                ))}
            {proposal.state === 'replied' && data.replies.length > 0 && (
              <Typography color="textSecondary" data-testid="pending-signers">
                {data.pendingSigners.length === 0
                  ? t('allEvaluated')
                  : t('pendingSigners', {
                      names: data.pendingSigners.map((signer) => signer.displayName).join('、'),
                    })}
              </Typography>
            )}
            {proposal.state === 'replied' && data.anyUnsatisfied && (
              <Alert severity="warning" data-testid="unsatisfied-notice">
                {t(data.round === 2 ? 'unsatisfiedSecond' : 'unsatisfiedFirst')}
              </Alert>
            )}
            {actions.length > 0 && (
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ flexWrap: 'wrap' }}
                data-testid="closing-actions"
              >
                {actions.map((action) => (
                  <Button
                    key={action}
                    variant={action === 'close' ? 'contained' : 'outlined'}
                    onClick={() => setDialog(action)}
                    data-action={action}
                  >
                    {t(`action.${action}`)}
                  </Button>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
      {dialog && (
        <ClosingDialog
          proposal={proposal}
          action={dialog}
          rehandlingPeriodMonths={settings.data?.rehandlingPeriodMonths}
          onClose={() => setDialog(null)}
          onConflict={() => {
            setDialog(null);
            onConflict();
          }}
        />
      )}
    </Card>
  );
}

type ReplyRow = ProposalEvaluations['replies'][number];

function ReplyEvaluations({ reply, settings }: { reply: ReplyRow; settings: WorkflowSettings | undefined }) {
  const { t, i18n } = useTranslation('proposalOversight');
  const language = toLanguage(i18n.language);
  const resultClass = settings?.replyClasses.find((item) => item.code === reply.resultClass);
  const classText = resultClass
    ? `${resultClass.code} ${language === 'en' ? resultClass.en : resultClass.zh}`
    : (reply.resultClass ?? '—');
  return (
    <Box data-testid="evaluation-reply" data-reply={reply.replyId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {reply.unit.name}
        </Typography>
        <Chip size="small" variant="outlined" label={`${t('resultClass')}：${classText}`} />
        <ReplyDocumentLink replyId={reply.replyId} />
        <Link component={RouterLink} to={replyPrintPath(reply.replyId)}>
          {t('printReply')}
        </Link>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {reply.title}
      </Typography>
      {reply.evaluations.length === 0 ? (
        <Typography color="textSecondary">{t('noEvaluations')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('evaluationsOf', { unit: reply.unit.name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('signer')}</TableCell>
                <TableCell>{t('attitude')}</TableCell>
                <TableCell>{t('result')}</TableCell>
                <TableCell>{t('contacted')}</TableCell>
                <TableCell>{t('comment')}</TableCell>
                <TableCell>{t('evaluatedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reply.evaluations.map((evaluation) => (
                <TableRow key={evaluation.id} data-testid="evaluation-row">
                  <TableCell>{evaluation.signer.displayName}</TableCell>
                  <TableCell>{SATISFACTION_LABELS[evaluation.attitude][language]}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={evaluation.result === 'unsatisfied' ? 'error' : 'success'}
                      label={SATISFACTION_LABELS[evaluation.result][language]}
                      data-testid="evaluation-result"
                    />
                  </TableCell>
                  <TableCell>{t(evaluation.contacted ? 'yes' : 'no')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{evaluation.comment || '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {localeDateTime(evaluation.createdAt, language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** The reply's signed document in the viewer (the reply detail names the file). */
function ReplyDocumentLink({ replyId }: { replyId: string }) {
  const { t } = useTranslation('proposalOversight');
  const reply = useReplyQuery(replyId);
  const document = reply.data?.document;
  if (reply.isLoading) return <Skeleton width={80} />;
  if (!document) return null;
  return (
    <Link
      component={RouterLink}
      to={viewerHref(replyDocumentSrc(replyId), document.fileName)}
      aria-label={t('viewDocumentOf', { name: document.fileName })}
    >
      {t('viewDocument')}
    </Link>
  );
}
