import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import { cloneElement, useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, FocusEvent, ReactElement, Ref, SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';

/** The props a tooltip's child takes from it (MUI's Tooltip clones the child the same way). */
interface TooltipChildProps {
  'aria-label'?: string;
  title?: string;
  ref?: Ref<HTMLElement>;
  onMouseOver?: (event: SyntheticEvent<HTMLElement>) => void;
  onMouseLeave?: (event: SyntheticEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: SyntheticEvent<HTMLElement>) => void;
  onPointerDown?: (event: SyntheticEvent<HTMLElement>) => void;
  onPointerUp?: (event: SyntheticEvent<HTMLElement>) => void;
  onPointerCancel?: (event: SyntheticEvent<HTMLElement>) => void;
}

export type LazyTooltipProps = Pick<TooltipProps, 'title' | 'placement' | 'describeChild'> & {
  children: ReactElement<TooltipChildProps>;
};

/** MUI's Tooltip (with Popper and popper.js, ≈ 9 kB sent) once any tooltip has been asked for. */
let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;
function loadTooltip(): Promise<ComponentType<TooltipProps>> {
  loading ??= import('@mui/material/Tooltip').then((module) => (loaded = module.default));
  return loading;
}

/** What the pointer and focus did before the Tooltip arrived (read by handlers, never by a render). */
class Seen {
  private state = { hover: false, focusVisible: false, touch: false, refocus: false };
  /** A button pressed on the child: the swap waits for its release (see `whenReleased`). */
  private pressed = false;
  private onRelease: (() => void) | null = null;
  set(what: 'hover' | 'focusVisible' | 'touch', value: boolean) {
    this.state[what] = value;
  }
  /** Whether the Tooltip opens as it arrives; a tap's emulated mouseover opens none (MUI's rule: a long press). */
  arrived(element: HTMLElement): boolean {
    this.state.refocus = document.activeElement === element;
    return !this.state.touch && (this.state.hover || this.state.focusVisible);
  }
  /** Whether only the pointer's hover opens it as it arrives (no keyboard focus keeps it open). */
  hoverOnly(): boolean {
    return this.state.hover && !this.state.focusVisible && !this.state.touch;
  }
  press(down: boolean) {
    this.pressed = down;
    if (down || !this.onRelease) return;
    const swap = this.onRelease;
    this.onRelease = null;
    // After the click that this release dispatches next, on the element it was pressed on.
    setTimeout(swap, 0);
  }
  /**
   * Runs `swap` now, or once a button pressed on the child is released: the swap puts a new element in the
   * child's place, and a press and release on two elements make no click (a click while the Tooltip arrived
   * was lost).
   */
  whenReleased(swap: () => void) {
    if (this.pressed) this.onRelease = swap;
    else swap();
  }
  /** Whether the child had the focus when it was replaced (once). */
  takeRefocus(): boolean {
    const refocus = this.state.refocus;
    this.state.refocus = false;
    return refocus;
  }
}

/**
 * MUI's Tooltip loaded on demand (issue 33 §1): the shell's buttons are on every start page, their tooltips
 * only matter once pointed at, focused or touched. Until then the child carries what the Tooltip would give
 * it — the title as its accessible name (or, with `describeChild`, as its `title`), its own props winning —
 * and the first hover, focus or touch loads the Tooltip. The child then renders inside it (a new element:
 * focus is handed back to it), open while the pointer or a keyboard focus is still there.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const [seen] = useState(() => new Seen());
  // Opened on arrival by the hover alone: see the effect below.
  const [hoverArrival, setHoverArrival] = useState(false);
  const placed = useRef<HTMLElement | null>(null);
  const own = children.props;
  const refocus = useCallback(
    (element: HTMLElement | null) => {
      placed.current = element;
      if (element && seen.takeRefocus()) element.focus({ preventScroll: true });
    },
    [seen],
  );
  const ref = useForkRef(own.ref, refocus);
  const close = () => {
    setOpen(false);
    setHoverArrival(false);
  };

  // The Tooltip arrived open under the pointer, around a new element. A pointer that leaves before the browser
  // has moved its hover onto that element sends it no mouseleave, and the Tooltip stayed open (a browser test
  // saw it at load 13): the first pointer over anything else closes it.
  useEffect(() => {
    if (!open || !hoverArrival) return undefined;
    const away = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (placed.current?.contains(target) || target.closest('[role="tooltip"]')) return;
      setOpen(false);
      setHoverArrival(false);
    };
    document.addEventListener('mouseover', away, true);
    return () => document.removeEventListener('mouseover', away, true);
  }, [open, hoverArrival]);

  if (Tooltip) {
    return (
      <Tooltip {...tooltip} open={open} onOpen={() => setOpen(true)} onClose={close}>
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }

  const ask = (element: HTMLElement) => {
    void loadTooltip().then((component) => {
      // Committed at once (flushSync): a swap left for React to schedule could land between a press and
      // its release, whatever `pressed` said when it was asked for.
      seen.whenReleased(() =>
        flushSync(() => {
          const opens = seen.arrived(element);
          setOpen(opens);
          setHoverArrival(opens && seen.hoverOnly());
          setTooltip(() => component);
        }),
      );
    });
  };
  const title = typeof tooltip.title === 'string' ? tooltip.title : undefined;
  const name = tooltip.describeChild ? { title } : { 'aria-label': title };
  return cloneElement(children, {
    ...name,
    ...own,
    onMouseOver: (event) => {
      own.onMouseOver?.(event);
      seen.set('hover', true);
      ask(event.currentTarget);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      seen.set('hover', false);
      seen.press(false); // released elsewhere, it makes no click on the child
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      seen.set('focusVisible', event.currentTarget.matches(':focus-visible'));
      ask(event.currentTarget);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      seen.set('focusVisible', false);
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      seen.set('touch', true);
      ask(event.currentTarget);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      seen.press(true);
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      seen.press(false);
    },
    onPointerCancel: (event) => {
      own.onPointerCancel?.(event);
      seen.press(false);
    },
  });
}

/** For MUI's table pagination, whose `../Tooltip` import resolves here in the build (vite.lazyTooltip.ts). */
export default LazyTooltip;
