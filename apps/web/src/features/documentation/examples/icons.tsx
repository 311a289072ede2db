import AssignmentIcon from '@mui/icons-material/Assignment';
import GavelIcon from '@mui/icons-material/Gavel';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const ICONS = [
  ['proposals', AssignmentIcon],
  ['review', GavelIcon],
  ['sign', HowToVoteIcon],
  ['evaluate', RateReviewIcon],
] as const;

export default function IconsExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ICONS.map(([key, Icon]) => (
        <Stack key={key} sx={{ alignItems: 'center' }}>
          <Icon color="primary" fontSize="large" />
          <Typography variant="caption">{t(`sample.${key}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
