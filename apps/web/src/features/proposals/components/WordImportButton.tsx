import type { ProposalContent, WordImportField, WordImportResult } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { UploadError, uploadWithProgress } from '../../../shared/lib/upload';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { importPatch, overwrittenFields, type ImportedField } from '../lib/wordImport';
import { WordImportDialog } from './WordImportDialog';
import { wordImportBundle } from './wordImportI18n';

registerBundle(wordImportBundle);

const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * "从 Word 导入": picks a .docx, has the server read it, previews what goes where, and fills the chosen
 * fields once the member applies (asking before replacing text). A refused file changes nothing.
 */
export function WordImportButton({
  form,
  onProposers,
}: {
  form: UseFormReturn<ProposalContent>;
  /** The document's proposer lines, once the member applies the import (co-signers → invitation list). */
  onProposers?: (proposers: WordImportResult['proposers']) => void;
}) {
  const { t } = useTranslation('proposalWordImport');
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The answer, with the form as it was when it came: what "replaces" is judged against. */
  const [preview, setPreview] = useState<{ result: WordImportResult; current: ProposalContent } | null>(null);

  async function read(file: File | undefined) {
    if (input.current) input.current.value = ''; // the same file may be chosen again
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      const result = await uploadWithProgress<WordImportResult>(
        'POST',
        '/proposals/word-import',
        file,
        () => {},
      );
      setPreview({ result, current: form.getValues() });
    } catch (failure) {
      const message = failure instanceof UploadError ? failure.serverMessage : null;
      const status = failure instanceof UploadError ? failure.status : 0;
      setError(message ? t('failed', { message }) : t('failedStatus', { status }));
    } finally {
      setReading(false);
    }
  }

  async function apply(fields: readonly ImportedField[], chosen: ReadonlySet<WordImportField>) {
    const replaced = overwrittenFields(fields, chosen);
    if (replaced.length > 0) {
      const confirmed = await confirm({
        title: t('confirmTitle'),
        message: t('confirmMessage', {
          fields: replaced.map((field) => t(field === 'title' ? 'title_field' : field)).join('、'),
        }),
        confirmText: t('confirmReplace'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    if (preview) onProposers?.(preview.result.proposers);
    const patch = importPatch(fields, chosen);
    for (const [field, value] of Object.entries(patch) as [WordImportField, string][])
      form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
    setPreview(null);
    dispatch(showMessage({ message: t('applied', { count: chosen.size }), variant: 'success' }));
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={reading}
        startIcon={reading ? <CircularProgress size={16} /> : undefined}
        data-testid="word-import-button"
      >
        {reading ? t('reading') : t('button')}
      </Button>
      {/* Named like the button that opens it, so the file can be chosen without the system dialog. */}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('button')}
        accept={ACCEPT}
        data-testid="word-import-input"
        onChange={(event) => void read(event.target.files?.[0])}
      />
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} data-testid="word-import-error">
          {error}
        </Alert>
      )}
      {preview && (
        <WordImportDialog
          result={preview.result}
          current={preview.current}
          onClose={() => setPreview(null)}
          onApply={(fields, chosen) => void apply(fields, chosen)}
        />
      )}
    </Stack>
  );
}
