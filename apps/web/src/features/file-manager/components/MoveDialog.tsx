import type { FileManagerItem } from '@cppcc/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useFileFoldersQuery, useMoveItemMutation } from '../api';
import { moveTargets } from '../lib/moveTargets';

const TOP = '';

/** Moves an item into another folder chosen from the caller's folders (never into itself). */
export function MoveDialog({ item, onClose }: { item: FileManagerItem; onClose: () => void }) {
  const { t } = useTranslation('fileManager');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const folders = useFileFoldersQuery();
  const [move, moving] = useMoveItemMutation();
  const targets = useMemo(() => moveTargets(item, folders.data ?? [], t('root')), [item, folders.data, t]);
  const [choice, setChoice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const value = choice ?? targets[0]?.id ?? TOP;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = targets.find((candidate) => (candidate.id ?? TOP) === value);
    if (!target) return;
    const result = await move({ id: item.id, folderId: target.id });
    if ('error' in result) {
      setError(errorText(result.error));
      return;
    }
    dispatch(showMessage({ message: t('moved', { name: target.label }), variant: 'success' }));
    onClose();
  }

  return (
    <FormDialog
      title={t('moveTitle', { name: item.name })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={moving.isLoading || folders.isLoading}
      submitLabel={t('move')}
      submitTestId="move-dialog-submit"
      error={error ?? (folders.isError ? errorText(folders.error) : undefined)}
      maxWidth="xs"
      testId="move-dialog"
    >
      <TextField
        select
        label={t('destination')}
        value={folders.isLoading ? '' : value}
        onChange={(event) => setChoice(event.target.value)}
        fullWidth
        disabled={folders.isLoading}
      >
        {targets.map((target) => (
          <MenuItem key={target.id ?? TOP} value={target.id ?? TOP}>
            {target.label}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
