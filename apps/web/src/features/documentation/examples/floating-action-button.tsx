import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function FloatingActionButtonExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={2}>
      <Fab color="primary" aria-label={t('sample.newProposal')}>
        <AddIcon />
      </Fab>
      <Fab variant="extended" color="secondary">
        <EditIcon sx={{ mr: 1 }} />
        {t('sample.edit')}
      </Fab>
    </Stack>
  );
}
