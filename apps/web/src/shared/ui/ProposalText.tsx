import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/**
 * A proposal's two long texts — the situation and analysis, the concrete suggestions — as written (line breaks
 * kept), each under its heading. The page's feature gives the headings from its own texts.
 */
export function ProposalText({
  analysis,
  suggestions,
  labels,
}: {
  analysis: string;
  suggestions: string;
  labels: { analysis: string; suggestions: string };
}) {
  const parts = [
    [labels.analysis, analysis],
    [labels.suggestions, suggestions],
  ] as const;
  return parts.map(([label, text]) => (
    <Fragment key={label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{text || '—'}</Typography>
    </Fragment>
  ));
}
