import { PROPOSAL_LIMITS, type WordImportField, type WordImportResult } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unplacedText, type ImportedField } from '../lib/wordImport';

interface WordImportPreviewProps {
  result: WordImportResult;
  fields: readonly ImportedField[];
  chosen: ReadonlySet<WordImportField>;
  onToggle: (field: WordImportField) => void;
  /** The copy button beside the text not placed (the dialog gives it; a static render has none). */
  copyButton?: ReactNode;
}

/** A field's label in this dialog: `title` is a key of its own (the bundle's `title` is the dialog's). */
const labelKey = (field: WordImportField) => (field === 'title' ? 'title_field' : field);

/** What goes where: the recognised fields to tick, the proposers as matched or not, and what was left. */
export function WordImportPreview({ result, fields, chosen, onToggle, copyButton }: WordImportPreviewProps) {
  const { t } = useTranslation('proposalWordImport');
  return (
    <Stack spacing={2}>
      <Typography>{t('intro', { file: result.fileName })}</Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('fields')}
      </Typography>
      {fields.length === 0 && <Typography color="textSecondary">{t('noFields')}</Typography>}
      {fields.map((item) => (
        <Box key={item.field} data-field={item.field}>
          <FormControlLabel
            control={<Checkbox checked={chosen.has(item.field)} onChange={() => onToggle(item.field)} />}
            label={t(labelKey(item.field))}
          />
          {item.overwrites && <Chip size="small" color="warning" label={t('replaces')} sx={{ ml: 1 }} />}
          {item.tooLong && (
            <Typography variant="body2" color="error">
              {t('tooLong', { max: PROPOSAL_LIMITS[item.field] })}
            </Typography>
          )}
          <Typography
            component="div"
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              bgcolor: 'action.hover',
              borderRadius: 1,
              p: 1,
              maxHeight: 160,
              overflow: 'auto',
            }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
      {result.proposers.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('proposers')}
          </Typography>
          <List dense data-testid="word-import-proposers">
            {result.proposers.map((proposer, index) => (
              <ListItem key={`${proposer.name}-${index}`} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" color="textSecondary">
                  {t(proposer.role)}
                </Typography>
                <Typography component="span">{proposer.name}</Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={proposer.member ? 'success' : 'default'}
                  label={proposer.member ? t('matched') : t('notMatched')}
                />
              </ListItem>
            ))}
          </List>
          {result.proposers.some((proposer) => proposer.role === 'cosigner') && (
            <Typography variant="body2" color="textSecondary">
              {t('proposersHint')}
            </Typography>
          )}
        </Box>
      )}
      {result.unplaced.length > 0 && (
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('unplaced', { count: result.unplaced.length })}
            </Typography>
            {copyButton}
          </Stack>
          <TextField
            value={unplacedText(result)}
            label={t('unplacedLabel')}
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'word-import-unplaced' } }}
          />
        </Box>
      )}
    </Stack>
  );
}
