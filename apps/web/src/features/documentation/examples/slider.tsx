import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function SliderExample() {
  const { t } = useTranslation('documentation');
  const [days, setDays] = useState(90);
  return (
    <>
      <Typography id="doc-slider-label">{t('sample.daysAllowed', { days })}</Typography>
      <Slider
        aria-labelledby="doc-slider-label"
        value={days}
        min={30}
        max={180}
        step={15}
        marks
        valueLabelDisplay="auto"
        onChange={(_event, next) => setDays(next)}
        sx={{ maxWidth: 420 }}
      />
    </>
  );
}
