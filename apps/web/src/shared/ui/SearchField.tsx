import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 400;

/** The term to apply for typed text: trimmed and cut to the field's limit; null when it is the applied one. */
export function pendingTerm(text: string, applied: string, maxLength?: number): string | null {
  const term = text.trim().slice(0, maxLength);
  return term === applied ? null : term;
}

/**
 * A search box for lists whose term lives in the address: typed text is applied after a pause (or at
 * Enter), never in the middle of an IME composition (pinyin letters are not the term), and the box
 * follows `value` when back/forward changes it.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  testId,
  maxLength = 100,
  sx,
}: {
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  testId?: string;
  maxLength?: number;
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const composing = useRef(false);
  const [compositions, setCompositions] = useState(0);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  const apply = (now: string) => {
    const term = pendingTerm(now, latest.current.value, maxLength);
    if (term !== null) latest.current.onSearch(term);
  };
  useEffect(() => {
    if (composing.current) return undefined;
    const timer = setTimeout(() => {
      const term = pendingTerm(text, latest.current.value, maxLength);
      if (term !== null) latest.current.onSearch(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, compositions, maxLength]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      sx={sx}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={() => {
        composing.current = false;
        setCompositions((count) => count + 1);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !composing.current) apply(text);
      }}
      slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
  );
}
