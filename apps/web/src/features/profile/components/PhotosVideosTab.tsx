import type { ProfileAlbum } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from './PostCard';

/** The albums, newest first, each a grid of its pictures (one column at phone width). */
export function PhotosVideosTab({ albums }: { albums: readonly ProfileAlbum[] }) {
  const { t } = useTranslation('profile');
  if (albums.length === 0) return <Alert severity="info">{t('noAlbums')}</Alert>;
  return (
    <Stack spacing={4}>
      {albums.map((album) => (
        <Box
          key={album.id}
          component="section"
          aria-labelledby={`album-${album.id}`}
          data-testid="profile-album"
        >
          <Typography id={`album-${album.id}`} variant="h6" component="h2">
            {album.name}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {album.info}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {album.media.map((media, index) => (
              <Box component="li" key={`${album.id}-${index}`} data-testid="profile-media">
                <MediaPreview media={media} height={160} />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {media.title}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
