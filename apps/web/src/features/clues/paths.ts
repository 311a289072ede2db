import { CLUE_TRACK_PATH } from '@cppcc/contracts';

/** The clue collection's pages (issue 27 §1): public form and tracking, staff screening and campaigns, the library. */
export const CLUES_PUBLIC_PATH = '/clues';
export const CLUE_TRACK_ROUTE = `${CLUE_TRACK_PATH}/:code`;
export const CLUE_SCREENING_PATH = '/apps/staff/clues';
export const CLUE_CAMPAIGNS_PATH = '/apps/staff/clue-campaigns';
export const CLUE_LIBRARY_PATH = '/apps/clues';
export const proposalEditPath = (id: string) => `/apps/proposals/${id}/edit`;
