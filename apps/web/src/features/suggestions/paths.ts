export const SUGGESTION_REPLAY_PATH = '/apps/admin/suggestion-replay';
