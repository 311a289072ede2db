import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function AvatarsExample() {
  const { t } = useTranslation('documentation');
  const names = [t('sample.member1'), t('sample.member2'), t('sample.member3')];
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ bgcolor: 'primary.main' }}>{names[0]?.slice(0, 1)}</Avatar>
      <AvatarGroup>
        {[...names, t('sample.member4')].map((name) => (
          <Avatar key={name} alt={name} sx={{ bgcolor: 'primary.main' }}>
            {name.slice(0, 1)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
