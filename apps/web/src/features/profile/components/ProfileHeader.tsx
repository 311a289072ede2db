import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const PROFILE_COVER = `${import.meta.env.BASE_URL}images/profile-cover.jpg`;

/**
 * The profile's header: a cover band (a drawn city view), the user's own avatar and name, and the edit and
 * password actions.
 */
export function ProfileHeader({
  name,
  avatar,
  email,
  onEdit,
  onChangePassword,
}: {
  name: string;
  avatar: string | null;
  email: string | null;
  onEdit: () => void;
  onChangePassword: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper' }}>
      <Box
        aria-hidden
        sx={{
          height: { xs: 120, sm: 180 },
          // The city across the river (public/images, drawn for this app), tinted in the theme's colours.
          background: (theme) =>
            `linear-gradient(120deg, ${alpha(theme.palette.primary.dark, 0.6)}, ${alpha(theme.palette.secondary.main, 0.25)}), center / cover no-repeat url(${PROFILE_COVER})`,
        }}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          gap: 2,
          px: { xs: 2, md: 4 },
          pb: 2,
          mt: { xs: -6, md: -8 },
        }}
      >
        <Avatar
          src={avatar ?? undefined}
          alt=""
          data-testid="profile-avatar"
          sx={{
            width: { xs: 96, md: 128 },
            height: { xs: 96, md: 128 },
            border: 4,
            borderColor: 'background.paper',
          }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, textAlign: { xs: 'center', md: 'left' }, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="profile-name">
            {name}
          </Typography>
          {email && (
            <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            {t('editProfile')}
          </Button>
          <Button variant="outlined" startIcon={<LockIcon />} onClick={onChangePassword}>
            {t('changePassword')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
