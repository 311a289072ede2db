import { eventSummary, type ProposalDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useGetProposalQuery, useRespondToInvitationMutation } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { AssignDialog } from '../components/AssignDialog';
import { HandlingSection } from '../components/HandlingSection';
import { EvaluateActions, useEvaluationsDue } from '../components/EvaluateActions';
import { EvaluationSection } from '../components/EvaluationSection';
import { KeyProposalSection } from '../components/KeyProposalSection';
import { ProposalPrintButton } from '../components/ProposalPrint';
import { AttachmentList } from '../../../shared/ui/AttachmentList';
import { i18nBundle } from '../i18n';
import { actionLabel, categoryLabel, dispositionLabel, kindLabel, signerStateLabel } from '../labels';
import { isTransitionAction, numberText, type TransitionAction } from '../logic';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ProposalText } from '../../../shared/ui/ProposalText';
import { ProposalStateChip } from '../../../shared/ui/StateChip';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { localeDateTime } from '../../../shared/lib/dates';
import { FeatureSlot } from '../../../shared/slots/featureSlots';

registerBundle(i18nBundle);

const MEMBER_LIST_PATH = '/apps/todo/all';

/** The proposal page (issue 5) for every role: content, signers, attachments, timeline, allowed actions. */
export default function ProposalPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('proposals');
  const errorText = useErrorText();
  const query = useGetProposalQuery(id);
  usePageTitle(query.data?.title || t('pageTitle'));

  if (query.isLoading) return <Loading />;
  if (query.error || !query.data) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <Stack sx={{ flex: 1, p: { xs: 2, sm: 4 } }}>
        <Card data-testid={notFound ? 'proposal-not-found' : 'proposal-error'}>
          <CardContent>
            <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
              {notFound ? t('notFoundTitle') : t('pageTitle')}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }} role={notFound ? undefined : 'alert'}>
              {notFound ? t('notFoundText') : t('loadError', { message: errorText(query.error) })}
            </Typography>
            <Stack direction="row" spacing={1}>
              {!notFound && <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
              <Button component={RouterLink} to={MEMBER_LIST_PATH}>
                {t('backToList')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    );
  }
  return <ProposalView proposal={query.data} refetch={() => void query.refetch()} />;
}

function ProposalView({ proposal, refetch }: { proposal: ProposalDetail; refetch: () => void }) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const settings = useWorkflowSettingsQuery();
  const [action, setAction] = useState<TransitionAction | null>(null);
  const [assigning, setAssigning] = useState(false);
  const { t: th } = useTranslation('proposalHandling');
  const canAssign = proposal.allowedActions.includes('assign');
  const [respond, responding] = useRespondToInvitationMutation();
  const number = numberText(proposal.number, language);
  const category = categoryLabel(settings.data?.categories, proposal.categoryCode, language);
  const actions = proposal.allowedActions.filter(isTransitionAction);
  const first = proposal.signers.find((signer) => signer.isFirst);
  const evaluationsDue = useEvaluationsDue(proposal);

  async function answer(accept: boolean) {
    const result = await respond({ id: proposal.id, accept });
    if ('error' in result && result.error)
      dispatch(showMessage({ message: errorText(result.error) ?? '', variant: 'error' }));
    else dispatch(showMessage({ message: accept ? t('accepted') : t('declined'), variant: 'success' }));
  }

  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 } }} data-testid="proposal-page">
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            {number && (
              <Typography variant="h6" component="span" data-testid="proposal-number">
                {number}
              </Typography>
            )}
            <ProposalStateChip state={proposal.state} size="medium" />
            <Chip variant="outlined" label={kindLabel(proposal.kind, language)} />
            <Chip variant="outlined" label={category ?? t('noCategory')} />
            {proposal.isExcellent && (
              <Chip color="success" label={t('excellent')} data-testid="proposal-excellent" />
            )}
          </Stack>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {proposal.title || t('untitled')}
          </Typography>
          <Typography color="textSecondary">
            {t('session')}：{proposal.sessionName} · {t('firstProposer')}：
            {proposal.firstProposer.displayName}
            {proposal.collectiveBody ? ` · ${proposal.collectiveBody}` : ''}
          </Typography>
          {proposal.reviewComment && proposal.state === 'returned' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('reviewComment')}：{proposal.reviewComment}
            </Alert>
          )}
          {proposal.notRegisteredReason && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('notRegisteredReason')}：{proposal.notRegisteredReason}
              {proposal.disposition ? `（${dispositionLabel(proposal.disposition, language)}）` : ''}
            </Alert>
          )}
          {proposal.mergedInto && (
            <Alert severity="info" sx={{ mt: 2 }}>
              <Link component={RouterLink} to={`/apps/proposals/${proposal.mergedInto.id}`}>
                {t('mergedInto', {
                  title: [numberText(proposal.mergedInto.number, language), proposal.mergedInto.title]
                    .filter(Boolean)
                    .join(' '),
                })}
              </Link>
            </Alert>
          )}
        </CardContent>
      </Card>

      {proposal.myInvitation?.state === 'invited' && (
        <Alert
          severity="info"
          data-testid="cosign-invitation"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                variant="outlined"
                disabled={responding.isLoading}
                onClick={() => void answer(true)}
              >
                {t('accept')}
              </Button>
              <Button color="inherit" disabled={responding.isLoading} onClick={() => void answer(false)}>
                {t('decline')}
              </Button>
            </Stack>
          }
        >
          {t('invitation', { name: first?.displayName ?? proposal.firstProposer.displayName })}
        </Alert>
      )}

      <SectionCard id="actions" title={t('actions')}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="proposal-actions">
          {proposal.canEdit && (
            <Button variant="outlined" component={RouterLink} to={`/apps/proposals/${proposal.id}/edit`}>
              {t('edit')}
            </Button>
          )}
          {actions.map((name) => (
            <Button key={name} variant="contained" onClick={() => setAction(name)} data-action={name}>
              {actionLabel(name, language)}
            </Button>
          ))}
          {canAssign && (
            <Button variant="contained" onClick={() => setAssigning(true)} data-action="assign">
              {th('assign')}
            </Button>
          )}
          <EvaluateActions proposal={proposal} replies={evaluationsDue} />
          {actions.length === 0 && !proposal.canEdit && !canAssign && evaluationsDue.length === 0 && (
            <Typography color="textSecondary">{t('noActions')}</Typography>
          )}
          <ProposalPrintButton proposal={proposal} />
        </Stack>
      </SectionCard>

      {/* 面商 invitations and meetings (the consultation feature's part, issue 28 §1) */}
      {proposal.handlingMode && <FeatureSlot name="proposal" proposalId={proposal.id} />}
      {proposal.handlingMode && <HandlingSection proposal={proposal} />}
      <EvaluationSection proposal={proposal} onConflict={refetch} />
      <KeyProposalSection proposal={proposal} onConflict={refetch} />

      <SectionCard id="content" title={t('content')}>
        <ProposalText
          analysis={proposal.analysis}
          suggestions={proposal.suggestions}
          labels={{ analysis: t('analysis'), suggestions: t('suggestions') }}
        />
        <Divider sx={{ my: 1 }} />
        <Typography color="textSecondary">
          {t('suggestedUnits')}：{proposal.suggestedUnits.map((unit) => unit.name).join('、') || '—'}
        </Typography>
        <Typography color="textSecondary">
          {t('publicity')}：{t(proposal.publicity)}
          {proposal.privateReason ? `（${proposal.privateReason}）` : ''}
        </Typography>
        <Typography color="textSecondary">
          {t('contact')}：
          {[proposal.contactName, proposal.contactPhone, proposal.contactAddress]
            .filter(Boolean)
            .join(' · ') || '—'}
        </Typography>
      </SectionCard>

      <SectionCard id="signers" title={t('signers')}>
        <List dense data-testid="proposal-signers">
          {proposal.signers.map((signer) => (
            <ListItem key={signer.userId} disableGutters>
              <ListItemText
                primary={`${signer.displayName}${signer.sector ? `（${signer.sector}）` : ''}`}
                secondary={signer.isFirst ? t('firstSigner') : signerStateLabel(signer.state, language)}
              />
            </ListItem>
          ))}
        </List>
      </SectionCard>

      <SectionCard id="attachments" title={t('attachments')}>
        <AttachmentList attachments={proposal.attachments} />
      </SectionCard>

      <SectionCard id="timeline" title={t('timeline')}>
        {proposal.events.length === 0 ? (
          <Typography color="textSecondary">{t('noEvents')}</Typography>
        ) : (
          <List dense data-testid="proposal-timeline">
            {proposal.events.map((event) => {
              const summary = eventSummary(event, toLanguage(language));
              return (
                <ListItem key={event.id} disableGutters divider data-action={event.action}>
                  <ListItemText
                    primary={[event.actor?.displayName ?? t('system'), summary.action, summary.change]
                      .filter(Boolean)
                      .join(' · ')}
                    secondary={[
                      localeDateTime(event.createdAt, language),
                      event.paperNumber && t('paperNumberOfEvent', { number: event.paperNumber }),
                      event.comment,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </SectionCard>

      {assigning && (
        <AssignDialog
          proposal={proposal}
          onClose={() => setAssigning(false)}
          onDone={() => {
            setAssigning(false);
            dispatch(showMessage({ message: th('assigned'), variant: 'success' }));
          }}
          onConflict={() => {
            setAssigning(false);
            dispatch(showMessage({ message: th('conflict'), variant: 'warning' }));
            refetch();
          }}
        />
      )}

      {action && (
        <ActionDialog
          proposal={proposal}
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            dispatch(
              showMessage({
                message: t('actionDone', { action: actionLabel(action, language) }),
                variant: 'success',
              }),
            );
            setAction(null);
          }}
          onConflict={() => {
            setAction(null);
            dispatch(showMessage({ message: t('conflict'), variant: 'warning' }));
            refetch();
          }}
        />
      )}
    </Stack>
  );
}
