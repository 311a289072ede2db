import type { ProductImage } from '@cppcc/contracts';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../shared/ui/PictureUpload';
import { uploadProductImage } from '../api';

/** The product's pictures: uploaded through the server's checks (with progress), one featured, removable. */
export function ImagesField({
  images,
  featuredId,
  disabled,
  onChange,
}: {
  images: readonly ProductImage[];
  featuredId: string;
  disabled: boolean;
  onChange: (images: ProductImage[], featuredId: string) => void;
}) {
  const { t } = useTranslation('e-commerce');
  const remove = (id: string) => {
    const rest = images.filter((image) => image.id !== id);
    onChange(rest, featuredId === id ? (rest[0]?.id ?? '') : featuredId);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }} data-testid="product-images">
        {images.map((image, index) => (
          <Box key={image.id} sx={{ position: 'relative' }}>
            <ButtonBase
              onClick={() => onChange([...images], image.id)}
              disabled={disabled}
              aria-pressed={image.id === featuredId}
              aria-label={t('makeFeatured', { index: index + 1 })}
              sx={{
                borderRadius: 1,
                outline: image.id === featuredId ? 3 : 1,
                outlineColor: image.id === featuredId ? 'secondary.main' : 'divider',
              }}
            >
              <Box
                component="img"
                src={image.url}
                alt={t('imageAlt', { index: index + 1 })}
                sx={{ width: 112, height: 84, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </ButtonBase>
            {image.id === featuredId && (
              <StarIcon
                aria-label={t('featured')}
                sx={{ position: 'absolute', top: 4, left: 4, color: 'secondary.main', fontSize: 20 }}
              />
            )}
            {!disabled && (
              <IconButton
                size="small"
                aria-label={t('removeImage', { index: index + 1 })}
                onClick={() => remove(image.id)}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {!disabled && (
        <PictureUpload
          label={t('uploadImage')}
          upload={uploadProductImage}
          inputTestId="product-image-input"
          onUploaded={(image) => onChange([...images, image], featuredId || image.id)}
        >
          <Typography variant="caption" color="textSecondary">
            {t('featureHint')}
          </Typography>
        </PictureUpload>
      )}
    </Box>
  );
}
