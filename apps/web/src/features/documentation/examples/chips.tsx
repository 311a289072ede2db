import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function ChipsExample() {
  const { t } = useTranslation('documentation');
  const [tags, setTags] = useState(['tagEducation', 'tagTraffic', 'tagHealth'] as const as readonly string[]);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label={t('sample.stateSubmitted')} color="info" />
      <Chip label={t('sample.stateHandling')} color="warning" />
      <Chip label={t('sample.stateReplied')} color="success" />
      {tags.map((tag) => (
        <Chip
          key={tag}
          label={t(`sample.${tag}`)}
          variant="outlined"
          onDelete={() => setTags((current) => current.filter((item) => item !== tag))}
        />
      ))}
    </Stack>
  );
}
