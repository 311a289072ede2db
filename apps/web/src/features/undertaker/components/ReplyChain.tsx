import type { ReplyDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useLabels } from './labels';

/**
 * 办理链 of a reply (issue 28 §2): who sent it for sign-off or submitted it, who returned it and why, who
 * signed it off (签发) and when, and the committee's decisions — from the event log.
 */
export function ReplyChain({ reply }: { reply: ReplyDetail }) {
  const { t, i18n } = useTranslation('undertaker');
  const labels = useLabels();
  if (reply.chain.length === 0 && !reply.signOff) return null;
  return (
    <SectionCard id="reply-chain" title={t('chainTitle')}>
      {reply.signOff && (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="reply-sign-off">
          {t('signedOff', {
            name: reply.signOff.approver.displayName,
            time: localeDateTime(reply.signOff.approvedAt, i18n.language),
          })}
        </Alert>
      )}
      <List dense data-testid="reply-chain">
        {reply.chain.map((step, index) => (
          <ListItem
            key={`${step.action}-${step.at}-${index}`}
            disableGutters
            divider
            data-action={step.action}
          >
            <ListItemText
              primary={`${labels.taskAction(step.action)} · ${step.actor?.displayName ?? t('system')}`}
              secondary={
                <>
                  {localeDateTime(step.at, i18n.language)}
                  {step.comment ? (
                    <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                      {t('chainReason', { reason: step.comment })}
                    </span>
                  ) : null}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
