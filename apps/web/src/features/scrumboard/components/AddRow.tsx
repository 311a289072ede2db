import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * A text field with an add button (a checklist item, a checklist, a comment): adds the trimmed text, or
 * shows what `check` says is wrong with it under the field.
 */
export function AddRow({
  label,
  buttonText,
  onAdd,
  check,
  multiline = false,
  testId,
}: {
  label: string;
  buttonText: string;
  onAdd: (text: string) => void | Promise<void>;
  check?: (text: string) => string | undefined;
  multiline?: boolean;
  testId?: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const value = text.trim();
    if (value === '') return;
    const problem = check?.(value);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onAdd(value);
      setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !multiline) {
            event.preventDefault();
            void add();
          }
        }}
        error={Boolean(error)}
        helperText={error}
        multiline={multiline}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      />
      <Button
        variant="outlined"
        onClick={() => void add()}
        disabled={busy || text.trim() === ''}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        {buttonText}
      </Button>
    </Box>
  );
}
