import { CLUE_LIMITS, CLUE_PICTURE_MAX_BYTES, CLUE_PICTURE_TYPES } from '@cppcc/contracts';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MB = CLUE_PICTURE_MAX_BYTES / 1024 / 1024;
const ACCEPT = Object.keys(CLUE_PICTURE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** The contract's checks before sending (the server checks again, and the content too). */
function problemOf(file: File): 'pictureWrongType' | 'pictureTooBig' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const types = CLUE_PICTURE_TYPES[extension];
  if (!types || (file.type && !types.includes(file.type))) return 'pictureWrongType';
  if (file.size > CLUE_PICTURE_MAX_BYTES) return 'pictureTooBig';
  return null;
}

/** Pictures chosen for a clue: previews, a remove button each, refusals named at once. */
export function CluePicturePicker({
  files,
  onChange,
  disabled,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('clues');
  const [problems, setProblems] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function add(chosen: FileList | null) {
    const found: string[] = [];
    const kept = [...files];
    for (const file of chosen ?? []) {
      const problem = problemOf(file);
      if (problem) found.push(t(problem, { name: file.name, mb: MB }));
      else if (kept.length >= CLUE_LIMITS.pictures)
        found.push(t('pictureTooMany', { max: CLUE_LIMITS.pictures }));
      else kept.push(file);
    }
    setProblems([...new Set(found)]);
    onChange(kept);
  }

  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('picturesField', { max: CLUE_LIMITS.pictures, mb: MB })}
      </Typography>
      {files.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', mb: 1 }}
          data-testid="clue-picked"
        >
          {files.map((file, index) => (
            <Box key={`${file.name}-${index}`} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={previews[index]}
                alt={file.name}
                sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={t('removePicture', { name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                disabled={disabled}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <Button
        variant="outlined"
        component="label"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={disabled || files.length >= CLUE_LIMITS.pictures}
      >
        {t('addPictures')}
        <input
          hidden
          type="file"
          multiple
          accept={ACCEPT}
          data-testid="clue-picture-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </Button>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="clue-picture-problems">
          {problems.join('；')}
        </Alert>
      )}
    </Box>
  );
}
