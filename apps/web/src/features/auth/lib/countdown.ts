import { authRules, GET_CODE_COUNTDOWN_SECONDS } from '@cppcc/contracts';

/**
 * The get-code button (seed 000 §4/§9): a countdown from 10, one tick per 1000 ms; the button is disabled
 * while the send-code flag is set.
 */
export interface CountdownState {
  sending: boolean;
  remaining: number;
}

export type CountdownAction = { type: 'start' } | { type: 'tick' } | { type: 'reset' };

export const COUNTDOWN_TICK_MS = 1000;
export const initialCountdown: CountdownState = { sending: false, remaining: GET_CODE_COUNTDOWN_SECONDS };

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action.type) {
    case 'start':
      return state.sending ? state : { sending: true, remaining: GET_CODE_COUNTDOWN_SECONDS };
    case 'tick': {
      if (!state.sending) return state;
      const remaining = state.remaining - 1;
      return remaining <= 0 ? initialCountdown : { sending: true, remaining };
    }
    case 'reset':
      return initialCountdown;
  }
}

/** The get-code button waits for a phone number the contract's rule accepts, and for the countdown. */
export function codeButtonDisabled(phone: string, state: CountdownState): boolean {
  return state.sending || authRules.phone(phone) !== undefined;
}
