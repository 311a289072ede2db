import { cardUpdateSchema, type CardUpdate } from '@cppcc/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { PictureUpload } from '../../../shared/ui/PictureUpload';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { uploadCardImage } from '../api';

type Attachment = CardUpdate['attachments'][number];
const attachmentSchema = cardUpdateSchema.shape.attachments.unwrap().element;

/** A card's attachments: images (uploaded or by address; one may be the cover) and links; remove. */
export function CardAttachments({
  value,
  cover,
  onChange,
  onCover,
}: {
  value: Attachment[];
  cover: string;
  onChange: (next: Attachment[]) => void;
  onCover: (id: string) => void;
}) {
  const { t } = useTranslation('scrumboard');
  const fieldError = useFieldErrorText();
  const [type, setType] = useState<'image' | 'link'>('link');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});

  const add = () => {
    const candidate = {
      id: crypto.randomUUID(),
      type,
      name,
      ...(type === 'image' ? { src: address } : { url: address }),
    };
    const parsed = attachmentSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((one) => one.path[0] === field)?.message;
      setErrors({
        name: fieldError({ message: issue('name') }) ?? undefined,
        address: fieldError({ message: issue(type === 'image' ? 'src' : 'url') }) ?? undefined,
      });
      return;
    }
    setErrors({});
    onChange([...value, parsed.data]);
    setName('');
    setAddress('');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {value.map((attachment) => (
        <Box key={attachment.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {attachment.type === 'image' ? (
            <Box
              component="img"
              src={attachment.src}
              alt={attachment.name}
              sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <LinkIcon color="action" aria-hidden />
          )}
          <Box sx={{ flex: 1, minWidth: 120, wordBreak: 'break-all' }}>
            {attachment.type === 'link' ? (
              <Link href={attachment.url} target="_blank" rel="noopener noreferrer">
                {attachment.name}
              </Link>
            ) : (
              attachment.name
            )}
          </Box>
          {attachment.type === 'image' && (
            <Button size="small" onClick={() => onCover(cover === attachment.id ? '' : attachment.id)}>
              {cover === attachment.id ? t('removeCover') : t('makeCover')}
            </Button>
          )}
          <IconButton
            size="small"
            onClick={() => {
              onChange(value.filter((other) => other.id !== attachment.id));
              if (cover === attachment.id) onCover('');
            }}
          >
            <DeleteOutlineIcon fontSize="small" aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {t('removeAttachment', { name: attachment.name })}
            </Box>
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={type}
          onChange={(_event, next: 'image' | 'link' | null) => next && setType(next)}
        >
          <ToggleButton value="link">{t('addLink')}</ToggleButton>
          <ToggleButton value="image">{t('addImage')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={t('attachmentName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          sx={{ flex: '1 1 140px' }}
        />
        <TextField
          size="small"
          label={t('attachmentAddress')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(errors.address)}
          helperText={errors.address}
          placeholder="https://"
          sx={{ flex: '2 1 200px' }}
        />
        <Button variant="outlined" onClick={add}>
          {t('add')}
        </Button>
      </Box>
      {type === 'image' && (
        <PictureUpload
          label={t('uploadImage')}
          upload={uploadCardImage}
          inputTestId="card-image-input"
          onUploaded={({ url: src }, file) =>
            onChange([
              ...value,
              { id: crypto.randomUUID(), type: 'image', name: file.name.slice(0, 100), src },
            ])
          }
        />
      )}
    </Box>
  );
}
