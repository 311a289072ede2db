import type { ReactNode } from 'react';

/**
 * A dialog any feature can open (seed 000 §4: dialog open/closed). The content is React, so it lives in a
 * tiny external store rather than Redux; `DialogHost` (in the shell root) renders it.
 */
export interface DialogOptions {
  title?: ReactNode;
  content: ReactNode;
  /** Buttons; when omitted the dialog shows a close button. */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onClose?: () => void;
}

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Destructive actions get a red confirm button. */
  destructive?: boolean;
}

export type DialogRequest =
  | { kind: 'dialog'; options: DialogOptions }
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void };

let current: DialogRequest | null = null;
const listeners = new Set<() => void>();

function set(next: DialogRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export const dialogStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): DialogRequest | null => current,
};

export function openDialog(options: DialogOptions): void {
  if (current?.kind === 'confirm') current.resolve(false);
  set({ kind: 'dialog', options });
}

export function closeDialog(): void {
  const closing = current;
  set(null);
  if (closing?.kind === 'dialog') closing.options.onClose?.();
  if (closing?.kind === 'confirm') closing.resolve(false);
}

/** Asks before a destructive action; resolves true only when the user confirms. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (current?.kind === 'confirm') current.resolve(false);
    set({
      kind: 'confirm',
      options,
      resolve: (confirmed) => {
        set(null);
        resolve(confirmed);
      },
    });
  });
}
