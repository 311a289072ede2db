import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const FIGURES = [
  ['stateSubmitted', 128],
  ['stateHandling', 64],
  ['stateReplied', 52],
  ['stateEvaluated', 40],
] as const;

export default function GridExample() {
  const { t } = useTranslation('documentation');
  return (
    <Grid container spacing={2}>
      {FIGURES.map(([key, count]) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="h4" component="p">
              {count}
            </Typography>
            <Typography color="textSecondary">{t(`sample.${key}`)}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
