/**
 * The public page where a citizen follows a clue by its code (the link in the SMS). Schema-free, so the web's
 * route table takes it without the clue schemas of ./clues.
 */
export const CLUE_TRACK_PATH = '/clues/track';
export const clueTrackingPath = (code: string) => `${CLUE_TRACK_PATH}/${code}`;
