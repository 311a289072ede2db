import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { proposalHref } from '../paths';

/**
 * The frame of a paper entry page (a proposal or an evaluation handed in on paper): heading and intro,
 * then the form (`children`) or, once entered, what was entered with "open it" and "enter another".
 */
export function PaperEntryFrame({
  testId,
  title,
  intro,
  done,
  doneText,
  onAnother,
  children,
}: {
  testId: string;
  title: string;
  intro: string;
  /** The proposal just entered (or evaluated), null while the form is shown. */
  done: { id: string; title: string } | null;
  doneText: string;
  onAnother: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('paperEntry');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, maxWidth: 960 }} data-testid={testId}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {done ? (
        <Alert
          severity="success"
          action={
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to={proposalHref(done.id)} color="inherit" size="small">
                {t('openProposal')}
              </Button>
              <Button color="inherit" size="small" onClick={onAnother}>
                {t('enterAnother')}
              </Button>
            </Stack>
          }
        >
          {doneText}：{done.title}
        </Alert>
      ) : (
        children
      )}
    </Box>
  );
}
