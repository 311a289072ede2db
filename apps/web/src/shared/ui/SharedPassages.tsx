import type { SimilarSegment } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A text with the passages it shares with another marked (查重: the editor's panel and the review's 并案). */
export function SharedPassages({ segments }: { segments: readonly SimilarSegment[] }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-word' }}>
      {segments.map((segment, index) =>
        segment.shared ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25 }}
          >
            {segment.text}
          </Box>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}
