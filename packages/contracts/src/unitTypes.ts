/**
 * A unit's type. Schema-free (./admin builds the unit schemas from it), so the import columns and the
 * message catalogue take it without those schemas.
 */
export const UNIT_TYPES = ['党群', '政府', '人大', '政协', '法院', '检察院', '其它'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
