import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function RatingExample() {
  const { t } = useTranslation('documentation');
  const [value, setValue] = useState<number | null>(4);
  return (
    <>
      <Typography component="legend" id="doc-rating-label">
        {t('sample.replyQuality')}
      </Typography>
      <Rating name="doc-rating" value={value} onChange={(_event, next) => setValue(next)} />
    </>
  );
}
