import type { WordImportField, WordImportResult } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importedFields, unplacedText, type ImportableContent, type ImportedField } from '../lib/wordImport';
import { WordImportPreview } from './WordImportPreview';

interface WordImportDialogProps {
  result: WordImportResult;
  current: ImportableContent;
  onClose: () => void;
  /** Called with the ticked fields; the caller asks before replacing text and fills the form. */
  onApply: (fields: readonly ImportedField[], chosen: ReadonlySet<WordImportField>) => void;
}

/** The preview of a Word import: nothing reaches the form until the member applies it. */
export function WordImportDialog({ result, current, onClose, onApply }: WordImportDialogProps) {
  const { t } = useTranslation('proposalWordImport');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const fields = useMemo(() => importedFields(result, current), [result, current]);
  const [chosen, setChosen] = useState<ReadonlySet<WordImportField>>(
    () => new Set(fields.map((item) => item.field)),
  );
  const [copied, setCopied] = useState(false);

  const toggle = (field: WordImportField) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });

  const copy = async () => {
    await navigator.clipboard.writeText(unplacedText(result));
    setCopied(true);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="word-import-title"
    >
      <DialogTitle id="word-import-title">{t('title')}</DialogTitle>
      <DialogContent dividers data-testid="word-import-preview">
        <WordImportPreview
          result={result}
          fields={fields}
          chosen={chosen}
          onToggle={toggle}
          copyButton={
            <Button size="small" onClick={() => void copy().catch(() => setCopied(false))}>
              {copied ? t('copied') : t('copy')}
            </Button>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={chosen.size === 0} onClick={() => onApply(fields, chosen)}>
          {t('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
