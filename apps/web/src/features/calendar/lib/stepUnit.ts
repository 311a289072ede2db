/** What the previous / next buttons move by in a FullCalendar view: its buttons name it (上一周, not 上一页). */
export type StepUnit = 'month' | 'week' | 'day';

export function stepUnitOf(viewType: string): StepUnit {
  if (viewType.endsWith('Month')) return 'month';
  if (viewType.endsWith('Day')) return 'day';
  return 'week';
}

/** The i18n keys of the two buttons for a unit. */
export function stepKeys(unit: StepUnit) {
  const suffix = unit.charAt(0).toUpperCase() + unit.slice(1);
  return { prev: `previous${suffix}`, next: `next${suffix}` } as const;
}
