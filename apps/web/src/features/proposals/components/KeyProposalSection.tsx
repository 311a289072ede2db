import {
  authRoles,
  hasAccess,
  REGISTERED_STATES,
  SUPERVISION_METHOD_LABELS,
  type ProposalDetail,
} from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useRoles, useUser } from '../../../shared/session/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { confirm } from '../../../shared/dialog/dialogService';
import { isoToDateInput } from '../../../shared/lib/dates';
import { KeyDialog } from './KeyDialog';
import { oversightBundle } from './oversightI18n';
import { useSetKeyProposalMutation, useSupervisionsQuery } from './oversightApi';
import { SupervisionDialog } from './SupervisionDialog';
import { QueryError } from '../../../shared/ui/QueryError';

registerBundle(oversightBundle);

/** A registered case (registered and after) may be marked 重点. */
const KEY_STATES: readonly ProposalDetail['state'][] = REGISTERED_STATES;

/**
 * 重点提案与督办: staff mark a registered proposal as key and name its supervising leader; staff and that
 * leader record supervision activities. Others see the section only for a key proposal.
 */
export function KeyProposalSection({
  proposal,
  onConflict,
}: {
  proposal: ProposalDetail;
  onConflict: () => void;
}) {
  const roles = useRoles();
  const isStaff = hasAccess(authRoles.staff, roles);
  if (!KEY_STATES.includes(proposal.state) || (!isStaff && !proposal.isKey)) return null;
  return <Section proposal={proposal} isStaff={isStaff} onConflict={onConflict} />;
}

function Section({
  proposal,
  isStaff,
  onConflict,
}: {
  proposal: ProposalDetail;
  isStaff: boolean;
  onConflict: () => void;
}) {
  const { t } = useTranslation('proposalOversight');
  const user = useUser();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [recording, setRecording] = useState(false);
  const [setKey, saving] = useSetKeyProposalMutation();
  const mayRecord = proposal.isKey && (isStaff || proposal.keyLeader?.id === user.uid);

  async function unmark() {
    const ok = await confirm({
      title: t('unmarkKey'),
      message: t('unmarkConfirm'),
      confirmText: t('unmarkKey'),
      destructive: true,
    });
    if (!ok) return;
    const result = await setKey({
      id: proposal.id,
      body: { version: proposal.version, isKey: false, leaderId: null },
    });
    if (!result.error) dispatch(showMessage({ message: t('unmarked'), variant: 'success' }));
    else {
      dispatch(showMessage({ message: errorText(result.error) ?? '', variant: 'error' }));
      if (isStaleVersion(result.error)) onConflict();
    }
  }

  return (
    <Card component="section" aria-labelledby="key-heading" data-testid="key-section">
      <CardContent>
        <Typography id="key-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('keyTitle')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          {proposal.isKey ? (
            <>
              <Chip color="secondary" label={t('keyChip')} data-testid="key-chip" />
              <Typography data-testid="key-leader">
                {t('leader')}：{proposal.keyLeader?.displayName ?? t('noLeader')}
              </Typography>
            </>
          ) : (
            <Typography color="textSecondary">{t('notKey')}</Typography>
          )}
        </Stack>
        {isStaff && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
            <Button variant={proposal.isKey ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
              {t(proposal.isKey ? 'changeLeader' : 'markKey')}
            </Button>
            {proposal.isKey && (
              <Button color="error" onClick={() => void unmark()} disabled={saving.isLoading}>
                {t('unmarkKey')}
              </Button>
            )}
          </Stack>
        )}
        {proposal.isKey && <SupervisionList proposalId={proposal.id} />}
        {mayRecord && (
          <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setRecording(true)}>
            {t('addSupervision')}
          </Button>
        )}
      </CardContent>
      {editing && (
        <KeyDialog
          proposal={proposal}
          onClose={() => setEditing(false)}
          onConflict={() => {
            setEditing(false);
            onConflict();
          }}
        />
      )}
      {recording && <SupervisionDialog proposalId={proposal.id} onClose={() => setRecording(false)} />}
    </Card>
  );
}

function SupervisionList({ proposalId }: { proposalId: string }) {
  const { t, i18n } = useTranslation('proposalOversight');
  const language = toLanguage(i18n.language);
  const query = useSupervisionsQuery(proposalId);
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('supervisions')}
      </Typography>
      {query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Skeleton />
      ) : (query.data?.items.length ?? 0) === 0 ? (
        <Typography color="textSecondary">{t('noSupervisions')}</Typography>
      ) : (
        <List dense data-testid="supervisions">
          {query.data?.items.map((item) => (
            <ListItem key={item.id} disableGutters divider data-testid="supervision">
              <ListItemText
                primary={`${isoToDateInput(item.date)} · ${SUPERVISION_METHOD_LABELS[item.method][language]}${
                  item.leader ? ` · ${t('leader')}：${item.leader.displayName}` : ''
                }`}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                      {item.minutes}
                    </Box>
                    <Box component="span" sx={{ display: 'block' }}>
                      {t('recordedBy', { name: item.createdBy.displayName })}
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
