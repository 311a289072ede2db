import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useTranslation } from 'react-i18next';

export default function ButtonGroupExample() {
  const { t } = useTranslation('documentation');
  return (
    <ButtonGroup variant="outlined" aria-label={t('sample.actions')}>
      <Button>{t('sample.approve')}</Button>
      <Button>{t('sample.return')}</Button>
      <Button>{t('sample.merge')}</Button>
    </ButtonGroup>
  );
}
