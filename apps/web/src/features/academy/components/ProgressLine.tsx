import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * How far the person is through a course: the percentage as text and a bar drawn beside it (hidden from
 * screen readers, which read the text). Not a `progressbar`: nothing is loading, it is a figure.
 */
export function ProgressLine({ percent, label, done }: { percent: number; label: string; done: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: done ? 'success.main' : 'primary.main' }} />
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
    </Box>
  );
}
