import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { QueryError } from '../../../shared/ui/QueryError';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useProposalConsultationsQuery } from '../api';
import { InvitationActions } from '../components/InvitationCard';
import { MeetingView } from '../components/MeetingView';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/**
 * The proposal page's consultation card (members, leaders, staff): each meeting the caller is invited to
 * or oversees, with accept / ask for another while they have not answered. Nothing when there is none.
 */
export default function ProposalConsultations({ proposalId }: { proposalId: string }) {
  const { t } = useTranslation('consultation');
  const query = useProposalConsultationsQuery(proposalId);
  if (query.error)
    return <QueryError error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  const invited = items.some((item) => item.allowedActions.includes('accept'));
  return (
    <SectionCard
      id="consultations"
      title={invited ? t('invitation') : t('title')}
      testId="proposal-consultations"
    >
      <Stack spacing={2}>
        {items.map((item, index) => (
          <Stack key={item.id} spacing={1.5}>
            {index > 0 && <Divider />}
            <MeetingView consultation={item} />
            {item.allowedActions.includes('accept') && <InvitationActions consultation={item} />}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
