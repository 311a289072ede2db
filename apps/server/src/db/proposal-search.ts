/**
 * The text the proposal search matches (title + analysis + suggestions). The search indexes (migrations
 * 0003, 0010) and the queries (modules/proposals) must use this same expression for PostgreSQL to use them.
 */
export const PROPOSAL_SEARCH_EXPRESSION = "(title || ' ' || analysis || ' ' || suggestions)";
