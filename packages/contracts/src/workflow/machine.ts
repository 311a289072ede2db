/**
 * A state machine written as data: which action leads from which states to which state, who may
 * take it, and what it requires. The server enforces it; the web app asks it which buttons to show.
 */
export interface TransitionRule<
  State extends string,
  Action extends string,
  Actor extends string,
  Need extends string,
> {
  action: Action;
  from: readonly State[];
  /** `'previous'`: back to the state before a pending request (a refused one), or unchanged when none is pending. */
  to: State | 'previous';
  by: readonly Actor[];
  requires: readonly Need[];
}

export interface Machine<
  State extends string,
  Action extends string,
  Actor extends string,
  Need extends string,
> {
  states: readonly State[];
  finalStates: readonly State[];
  rules: readonly TransitionRule<State, Action, Actor, Need>[];
}

export function ruleFor<S extends string, A extends string, Ac extends string, N extends string>(
  machine: Machine<S, A, Ac, N>,
  action: A,
  from: S,
): TransitionRule<S, A, Ac, N> | undefined {
  return machine.rules.find((rule) => rule.action === action && rule.from.includes(from));
}

/** The actions `actors` may take now; `system` actions are never offered to people. */
export function availableActions<S extends string, A extends string, Ac extends string, N extends string>(
  machine: Machine<S, A, Ac, N>,
  state: S,
  actors: readonly Ac[],
): A[] {
  return machine.rules
    .filter((rule) => rule.from.includes(state) && rule.by.some((actor) => actors.includes(actor)))
    .map((rule) => rule.action);
}

export type TransitionCheck<S extends string, N extends string> =
  | { ok: true; to: S | 'previous'; requires: readonly N[] }
  | { ok: false; reason: 'invalid_state' | 'not_allowed' };

/** Whether `actors` may take `action` in `state`; the caller then checks each requirement. */
export function checkTransition<S extends string, A extends string, Ac extends string, N extends string>(
  machine: Machine<S, A, Ac, N>,
  state: S,
  action: A,
  actors: readonly Ac[],
): TransitionCheck<S, N> {
  const rule = ruleFor(machine, action, state);
  if (!rule) return { ok: false, reason: 'invalid_state' };
  if (!rule.by.some((actor) => actors.includes(actor))) return { ok: false, reason: 'not_allowed' };
  return { ok: true, to: rule.to, requires: rule.requires };
}
