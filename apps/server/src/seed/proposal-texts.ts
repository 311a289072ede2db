/**
 * Demo proposals: realistic titles (案由), situation analyses (情况分析) and concrete suggestions (具体建议)
 * of a city CPPCC session, with their category codes (DEFAULT_WORKFLOW_SETTINGS.categories). Kept in two
 * files for their length; the order is the seeding order.
 */
import type { DemoProposalText } from './proposal-text';
import { FIRST_HALF_TEXTS } from './proposal-texts-first-half';
import { SECOND_HALF_TEXTS } from './proposal-texts-second-half';

export type { DemoProposalText } from './proposal-text';

export const DEMO_PROPOSAL_TEXTS: readonly DemoProposalText[] = [...FIRST_HALF_TEXTS, ...SECOND_HALF_TEXTS];
