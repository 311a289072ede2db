import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export default function TooltipsExample() {
  const { t } = useTranslation('documentation');
  return (
    <Tooltip title={t('sample.keyProposalHint')}>
      <IconButton aria-label={t('sample.keyProposal')}>
        <InfoOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}
