import type { Session } from '@cppcc/contracts';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, lazy, Suspense, useImperativeHandle, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSessionsQuery } from '../../api/sharedReads';
import { ALL_SESSIONS, shownSessionId } from './sessionChoice';

/**
 * Issue 33 §1: TextField's select brings MUI's Select family (≈ 7 kB sent), which nothing else on the staff
 * landing's first screen needs; it loads after the page's first render, while the page's data arrives.
 */
const SessionSelectField = lazy(() => import('./SessionSelectField'));

export interface SessionSelectProps {
  /** The chosen session's id; undefined = the current session (shown as that session). */
  value: string | undefined;
  /** Choosing the current session gives back undefined, so addresses stay without `?session=`. */
  onChange: (value: string | undefined) => void;
  /** The select's data-testid, for the browser tests. */
  testId: string;
  /** Offers "all sessions" (`ALL_SESSIONS`) first. */
  allowAll?: boolean;
}

/**
 * The session (届次) picker of every page that shows one session's work, over the sessions read once for the
 * app. Until its field has loaded, a look-alike of the same size shows the choice (no layout shift).
 */
export function SessionSelect(props: SessionSelectProps) {
  const sessions = useSessionsQuery().data?.items ?? NO_SESSIONS;
  return (
    <Suspense fallback={<SessionShown {...props} sessions={sessions} />}>
      <SessionSelectField {...props} sessions={sessions} />
    </Suspense>
  );
}

const NO_SESSIONS: readonly Session[] = [];

type ShownProps = SessionSelectProps & { sessions: readonly Session[] };

/** The closed select's text, as the field shows it. */
function shownText({ sessions, value, allowAll = false }: ShownProps, t: TFunction) {
  const shown = shownSessionId(sessions, value, allowAll);
  if (shown === ALL_SESSIONS) return t('session.all');
  const session = sessions.find((candidate) => candidate.id === shown);
  return session ? `${session.name}${session.isCurrent ? t('session.currentSuffix') : ''}` : '';
}

/** What InputBase reads of its input: its value, focus, and the element (as MUI's SelectInput gives it). */
interface ShownHandle {
  value: unknown;
  node: HTMLDivElement | null;
  focus: () => void;
}

/**
 * Shows the text in the select's place (a div, as the select's own display), not an input. Its handle carries
 * the value, as the Select's does: InputBase reads its input's `value` once mounted, and a div's (none) emptied
 * the FormControl — one more render of the field on a cold load, for nothing (issue 33 §1).
 */
const Shown = forwardRef<ShownHandle, { className?: string; value?: unknown }>(function Shown(
  { className, value },
  ref,
) {
  const node = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ value, node: node.current, focus: () => node.current?.focus() }), [
    value,
  ]);
  return (
    <div ref={node} className={className}>
      {typeof value === 'string' && value !== '' ? value : <span aria-hidden>&#8203;</span>}
    </div>
  );
});

/** The closed field: the same FormControl, label and outline as TextField's select, without the Select. */
function SessionShown(props: ShownProps) {
  const { t } = useTranslation('common');
  const text = shownText(props, t);
  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel shrink={text !== ''}>{t('session.label')}</InputLabel>
      <OutlinedInput
        label={t('session.label')}
        notched={text !== ''}
        readOnly
        value={text}
        inputComponent={Shown}
        endAdornment={
          <ArrowDropDown
            sx={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', color: 'action.active' }}
          />
        }
        sx={{
          '& .MuiInputBase-input': {
            paddingRight: '32px',
            minHeight: '1.4375em',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        }}
      />
    </FormControl>
  );
}
