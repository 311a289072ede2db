import Box from '@mui/material/Box';
import type { InputBaseProps } from '@mui/material/InputBase';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * The toolbar's fields (the search, the shortcuts' filter) show only once their button is pressed: MUI's
 * InputBase and its family (`mui-inputs`, ≈ 5 kB sent) load after the toolbar's first render, not in a
 * landing's first wave, which shows no field (issue 33 §1).
 */
let loaded: ComponentType<InputBaseProps> | null = null;
let loading: Promise<{ default: ComponentType<InputBaseProps> }> | null = null;
function loadInputBase() {
  loading ??= import('@mui/material/InputBase').then((module) => {
    loaded = module.default;
    return { default: module.default };
  });
  return loading;
}
const LazyInput = lazy(loadInputBase);

/** Starts the field's load once the toolbar has rendered. */
export function usePreloadedInputBase() {
  useEffect(() => {
    void loadInputBase();
  }, []);
}

/**
 * InputBase, as it is once loaded (as a rule: the toolbar asked for it on its first render); while it loads,
 * an empty box of the field's flex keeps the row's other parts in place.
 */
export function LazyInputBase(props: InputBaseProps) {
  // One component for the field's life: a switch from the lazy one to the loaded one would remount it.
  const [Input] = useState(() => loaded ?? LazyInput);
  return (
    <Suspense fallback={<Box sx={{ flex: 1, minHeight: 32 }} />}>
      <Input {...props} />
    </Suspense>
  );
}
