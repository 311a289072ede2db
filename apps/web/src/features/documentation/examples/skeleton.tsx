import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonExample() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
      <Stack direction="row" spacing={2}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton variant="rounded" width={320} height={40} />
      </Stack>
      <Skeleton variant="rectangular" height={80} />
    </Stack>
  );
}
