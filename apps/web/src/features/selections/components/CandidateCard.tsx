import type { SelectionCandidate } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { candidateName } from './candidateName';

const excerpt = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
};

/** One candidate: what it is, who nominated it and why, its replies (or unit figures), its votes when shown. */
export function CandidateCard({
  candidate,
  ballot,
  onWithdraw,
}: {
  candidate: SelectionCandidate;
  /** The voter's choice box, while they may vote. */
  ballot?: { checked: boolean; disabled: boolean; onToggle: () => void } | undefined;
  onWithdraw?: (() => void) | undefined;
}) {
  const { t } = useTranslation(['selections', 'messages']);
  const name = candidateName(candidate);
  return (
    <Card variant="outlined" data-testid="selection-candidate">
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
          {candidate.chosen && <Chip size="small" color="success" label={t('chosen')} />}
          {candidate.votes !== null && (
            <Chip size="small" color="primary" label={t('votes', { count: candidate.votes })} />
          )}
          {candidate.rank !== null && (
            <Chip size="small" variant="outlined" label={t('rank', { rank: candidate.rank })} />
          )}
          {candidate.tied && <Chip size="small" color="warning" label={t('tied')} />}
          <Chip
            size="small"
            variant="outlined"
            label={
              candidate.committeeName
                ? `${t(`messages:selectionNominator.${candidate.nominatedBy}`)}：${candidate.committeeName}`
                : t(`messages:selectionNominator.${candidate.nominatedBy}`)
            }
          />
        </Stack>
        {ballot ? (
          <FormControlLabel
            control={
              <Checkbox checked={ballot.checked} disabled={ballot.disabled} onChange={ballot.onToggle} />
            }
            label={<Typography variant="subtitle1">{name}</Typography>}
          />
        ) : (
          <Typography variant="subtitle1" component="h3">
            {name}
          </Typography>
        )}
        {candidate.proposal && (
          <Typography variant="body2" color="textSecondary">
            {candidate.proposal.firstProposer}
          </Typography>
        )}
        {candidate.unit && (
          <Typography variant="body2" color="textSecondary">
            {t('unitFigures', { tasks: candidate.unit.tasks, replied: candidate.unit.replied })}
          </Typography>
        )}
        {candidate.leader && (
          <Typography variant="body2">
            {t('leader')}：{candidate.leader.displayName}
          </Typography>
        )}
        {candidate.reason && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('reason')}：{candidate.reason}
          </Typography>
        )}
        {candidate.proposal && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="textSecondary">
              {t('replies')}
            </Typography>
            {candidate.proposal.replies.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('noReply')}
              </Typography>
            ) : (
              candidate.proposal.replies.map((reply, index) => (
                <Typography key={index} variant="body2">
                  <strong>{reply.unitName}</strong>
                  {reply.resultClass ? `（${reply.resultClass}）` : ''}：{excerpt(reply.body)}
                </Typography>
              ))
            )}
          </Box>
        )}
        {onWithdraw && (
          <Button size="small" color="error" sx={{ mt: 1 }} onClick={onWithdraw}>
            {t('withdraw')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
