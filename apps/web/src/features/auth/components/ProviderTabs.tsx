import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A full-width tab row for /register's three providers. MUI's Tabs (scroll buttons, indicator measuring,
 * ~8 kB gzip) is more than three fixed tabs need on a page with a first-load budget (issue 4). Keyboard as
 * the WAI-ARIA tabs pattern: arrows, Home and End move and select; only the selected tab is in the tab order.
 */
export function ProviderTabs<T extends string>({
  tabs,
  value,
  onChange,
  children,
}: {
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const select = (next: T) => {
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    select(next.value);
  };
  return (
    <>
      <Stack
        direction="row"
        role="tablist"
        onKeyDown={onKeyDown}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <ButtonBase
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
              }}
              role="tab"
              id={`${id}-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.value)}
              sx={{
                flex: 1,
                minHeight: 48,
                typography: 'button',
                color: selected ? 'primary.main' : 'text.secondary',
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
                mb: '-1px',
                transition: (theme) => theme.transitions.create(['color', 'border-color']),
                '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
              }}
            >
              {tab.label}
            </ButtonBase>
          );
        })}
      </Stack>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
}
