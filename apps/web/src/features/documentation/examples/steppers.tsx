import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  'stateSubmitted',
  'stateRegistered',
  'stateHandling',
  'stateReplied',
  'stateEvaluated',
] as const;

export default function SteppersExample() {
  const { t } = useTranslation('documentation');
  const [active, setActive] = useState(2);
  return (
    <>
      <Stepper activeStep={active} alternativeLabel>
        {STEPS.map((key) => (
          <Step key={key}>
            <StepLabel>{t(`sample.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Button sx={{ mt: 2 }} onClick={() => setActive((step) => (step + 1) % (STEPS.length + 1))}>
        {t('sample.next')}
      </Button>
    </>
  );
}
