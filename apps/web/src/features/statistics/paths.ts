import type { UnitFigure } from '@cppcc/contracts';

/** The statistics page (issue 7); the two dashboards of seed 001 are the dashboards feature's. */
export const STATISTICS_PATH = '/apps/staff/statistics';

/** The proposals behind one per-unit figure (issue 28 §5). */
export const UNIT_FIGURE_PATH = '/apps/staff/statistics/units/:unitId/:figure';

/** 承办单位考核 (issue 29 §4): the ranking, its rules and the Word report. */
export const UNIT_ASSESSMENT_PATH = '/apps/staff/unit-assessment';

/** `/apps/staff/statistics/units/u1/class?session=s1&code=A` */
export function unitFigurePath(
  unitId: string,
  figure: UnitFigure,
  options: { sessionId?: string; code?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.sessionId) query.set('session', options.sessionId);
  if (options.code) query.set('code', options.code);
  const search = query.toString();
  return `/apps/staff/statistics/units/${encodeURIComponent(unitId)}/${figure}${search ? `?${search}` : ''}`;
}
