import {
  proposalNumberText,
  SATISFACTION_LABELS,
  type ProposalEvaluations,
  type ProposalSummary,
  type WorkflowSettings,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toLanguage } from '../../../shared/i18n/languages';
import { replyDocumentSrc, viewerHref } from '../../../shared/lib/viewerHref';
import { useUser } from '../../../shared/session/hooks';
import { confirm } from '../../../shared/dialog/dialogService';
import { closedByEvaluations } from '../../../shared/evaluation/evaluationForm';
import { EvaluateReplyForm } from '../../../shared/evaluation/EvaluateReplyForm';
import { useReviewEvaluationsQuery } from '../reviewApi';
import { useReplyQuery } from '../../../shared/api/sharedReads';
import { QueryError } from '../../../shared/ui/QueryError';

type ReplyRow = ProposalEvaluations['replies'][number];

/** What the page shows after an evaluation was sent. */
export interface EvaluationOutcome {
  proposal: Pick<ProposalSummary, 'id' | 'title' | 'number'>;
  closed: boolean;
}

const day = (iso: string | null) => (iso ? format(parseISO(iso), 'yyyy-MM-dd') : '—');

/** One replied proposal in the review folder: its approved replies, each with my evaluation or its form. */
export function ReviewCard({
  proposal,
  settings,
  onEvaluated,
}: {
  proposal: ProposalSummary;
  settings: WorkflowSettings | undefined;
  onEvaluated: (outcome: EvaluationOutcome) => void;
}) {
  const { t, i18n } = useTranslation('memberReview');
  const evaluations = useReviewEvaluationsQuery(proposal.id);
  const data = evaluations.data;
  const headingId = `review-${proposal.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="review-card"
      data-proposal={proposal.id}
    >
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          <Link component={RouterLink} to={`/apps/proposals/${proposal.id}`}>
            {[proposalNumberText(proposal.number, i18n.language), proposal.title].filter(Boolean).join(' ')}
          </Link>
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {proposal.sessionName}
          {data?.windowEndsAt ? ` · ${t('windowEndsAt', { date: day(data.windowEndsAt) })}` : ''}
        </Typography>
        {evaluations.error ? (
          <QueryError error={evaluations.error} onRetry={() => void evaluations.refetch()} />
        ) : !data ? (
          <Skeleton height={120} />
        ) : (
          <Stack spacing={2} divider={<Divider flexItem />}>
            {data.replies.map((reply) => (
              <ReplyBlock
                key={reply.replyId}
                reply={reply}
                proposal={proposal}
                settings={settings}
                view={data}
                onEvaluated={onEvaluated}
              />
            ))}
            {data.replies.every((reply) => !reply.awaitingMe) && (
              <Typography color="textSecondary" data-testid="review-waiting">
                {t(data.anyUnsatisfied ? 'waitingStaff' : 'waitingOthers')}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function ReplyBlock({
  reply,
  proposal,
  settings,
  view,
  onEvaluated,
}: {
  reply: ReplyRow;
  proposal: ProposalSummary;
  settings: WorkflowSettings | undefined;
  view: ProposalEvaluations;
  onEvaluated: (outcome: EvaluationOutcome) => void;
}) {
  const { t, i18n } = useTranslation('memberReview');
  const language = toLanguage(i18n.language);
  const user = useUser();
  const [open, setOpen] = useState(false);
  const detail = useReplyQuery(reply.replyId);
  const resultClass = settings?.replyClasses.find((item) => item.code === reply.resultClass);
  const classText = resultClass
    ? `${resultClass.code} ${language === 'en' ? resultClass.en : resultClass.zh}`
    : (reply.resultClass ?? '—');
  const mine = reply.evaluations.find((evaluation) => evaluation.signer.id === user.uid);
  const document = detail.data?.document;

  return (
    <Box data-testid="review-reply" data-reply={reply.replyId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {reply.title}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <Chip size="small" label={`${t('unit')}：${reply.unit.name}`} />
        <Chip
          size="small"
          variant="outlined"
          label={`${t('resultClass')}：${classText}`}
          data-testid="result-class"
        />
        {document && (
          <Link
            component={RouterLink}
            to={viewerHref(replyDocumentSrc(reply.replyId), document.fileName)}
            aria-label={t('viewDocumentOf', { name: document.fileName })}
          >
            {t('viewDocument')}
          </Link>
        )}
        <Link component={RouterLink} to={`/print/replies/${encodeURIComponent(reply.replyId)}`}>
          {t('printReply')}
        </Link>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {t(open ? 'hideText' : 'showText')}
        </Button>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }} data-testid="reply-text">
          {detail.data?.body || (detail.isLoading ? t('loading') : '—')}
        </Typography>
      </Collapse>
      {mine ? (
        <Alert severity="info" data-testid="my-evaluation">
          {t('myEvaluation', {
            attitude: SATISFACTION_LABELS[mine.attitude][language],
            result: SATISFACTION_LABELS[mine.result][language],
            contacted: t(mine.contacted ? 'yes' : 'no'),
          })}
          {mine.comment ? `（${mine.comment}）` : ''}
        </Alert>
      ) : reply.awaitingMe ? (
        <EvaluateForm reply={reply} proposal={proposal} view={view} onEvaluated={onEvaluated} />
      ) : null}
    </Box>
  );
}

function EvaluateForm({
  reply,
  proposal,
  view,
  onEvaluated,
}: {
  reply: ReplyRow;
  proposal: ProposalSummary;
  view: ProposalEvaluations;
  onEvaluated: (outcome: EvaluationOutcome) => void;
}) {
  const { t } = useTranslation('memberReview');
  return (
    <EvaluateReplyForm
      proposalId={proposal.id}
      reply={reply}
      view={view}
      confirmSend={() =>
        confirm({
          title: t('confirmTitle'),
          message: t('confirmText', { unit: reply.unit.name }),
          confirmText: t('submit'),
        })
      }
      onEvaluated={(view) => onEvaluated({ proposal, closed: closedByEvaluations(view) })}
    />
  );
}
