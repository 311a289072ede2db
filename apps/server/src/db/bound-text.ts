import { sql, type RawBuilder } from 'kysely';

/**
 * A text value bound inside a cast, for a comparison whose plan does not depend on the value (a session's
 * id, a user's id, a listed state). SQLite is built with STAT4: once a bare parameter compared with an indexed column of an
 * analysed table is bound, the statement is compiled again on every run, as its samples could change the
 * plan (~70–190 µs a list at 100,000, bench/RESULTS.md). A cast is no bare parameter: the statement stays
 * compiled and the plan is the one the column's average gives — on PostgreSQL the same comparison of text.
 */
export const boundText = (value: string): RawBuilder<string> => sql<string>`cast(${value} as text)`;
