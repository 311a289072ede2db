import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { paperBundle } from '../paperTexts';
import { STAFF_PAPER_EVALUATION_PATH, STAFF_PAPER_PROPOSAL_PATH } from '../paths';

registerBundle(paperBundle);

/** 录入纸质提案 / 录入纸质评价: the paper entry screens, from the workbench and the proposal list. */
export function PaperEntryLinks() {
  const { t } = useTranslation('paperEntry');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" component={RouterLink} to={STAFF_PAPER_PROPOSAL_PATH}>
        {t('proposalTitle')}
      </Button>
      <Button variant="outlined" component={RouterLink} to={STAFF_PAPER_EVALUATION_PATH}>
        {t('evaluationTitle')}
      </Button>
    </Stack>
  );
}
