import { saveUserSettings } from '../../shared/session/sessionThunks';
import type { AppDispatch, RootState } from '../../shared/store/rootReducer';
import type { Settings } from '../../shared/layout/layoutSettings';
import { saveGuestState } from './guestSettings';
import { injectedSettingsSlice, settingsChanged, shortcutsChanged } from './settingsSlice';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<void>;

/**
 * Seed 000 §4 persistence: a guest's choice stays in this browser (localStorage); a signed-in user's is
 * saved to their account by the session's `saveUserSettings` (which shows 'User data saved with api').
 */
async function persist(
  dispatch: AppDispatch,
  getState: () => RootState,
  data: { settings?: Record<string, unknown>; shortcuts?: string[] },
): Promise<void> {
  const state = getState();
  if (state.session.user.role.length === 0) {
    saveGuestState(injectedSettingsSlice.selectSlice(state));
    return;
  }
  await dispatch(saveUserSettings(data));
}

export function saveSettings(next: Settings): Thunk {
  return async (dispatch, getState) => {
    dispatch(settingsChanged(next));
    const chosen = injectedSettingsSlice.selectSlice(getState()).chosen;
    await persist(dispatch, getState, { settings: chosen as unknown as Record<string, unknown> });
  };
}

export function saveShortcuts(next: string[]): Thunk {
  return async (dispatch, getState) => {
    dispatch(shortcutsChanged(next));
    await persist(dispatch, getState, { shortcuts: next });
  };
}
