import type { CluePicture } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A clue's pictures as thumbnails, each opening the full picture in a new tab. The addresses come signed
 * from the API (an <img> sends no token), for whom it shows the clue to.
 */
export function CluePictures({ pictures }: { pictures: readonly CluePicture[] }) {
  const { t } = useTranslation('clues');
  if (pictures.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="clue-pictures">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('picturesHeading')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {pictures.map((picture) => (
          <li key={picture.id}>
            <Link href={picture.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
              <Box
                component="img"
                src={picture.url}
                alt={t('pictureAlt', { name: picture.fileName })}
                loading="lazy"
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
