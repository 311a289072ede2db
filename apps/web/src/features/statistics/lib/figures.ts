import type { Statistics } from '@cppcc/contracts';
import { rateOf } from './format';

/** The figure cards, in the order the office reads them: intake, review outcome, handling. */
export const FIGURES = [
  'received',
  'pending',
  'registered',
  'notRegistered',
  'merged',
  'opinion',
  'publicSentiment',
  'assigned',
  'replied',
  'closed',
  'key',
] as const;
export type Figure = (typeof FIGURES)[number];

export function figureValue(proposals: Statistics['proposals'], figure: Figure): number {
  if (figure === 'opinion') return proposals.converted.opinion;
  if (figure === 'publicSentiment') return proposals.converted.publicSentiment;
  return proposals[figure];
}

/** The dashboard's pipeline: received → registered → assigned → replied → closed. */
export const PIPELINE = ['received', 'registered', 'assigned', 'replied', 'closed'] as const;

/** The units' task figures summed over the session. */
export function unitTotals(units: Statistics['units']) {
  const sum = (pick: (unit: Statistics['units'][number]) => number) =>
    units.reduce((total, unit) => total + pick(unit), 0);
  const assigned = sum((unit) => unit.assigned);
  const signed = sum((unit) => unit.signed);
  const replied = sum((unit) => unit.replied);
  const onTime = sum((unit) => unit.onTime);
  return {
    assigned,
    signed,
    replied,
    overdue: sum((unit) => unit.overdue),
    onTime,
    notSigned: assigned - signed,
    /** Signed for and not replied yet. */
    inProgress: signed - replied,
    onTimeRate: rateOf(onTime, replied),
  };
}

/** 按期办复率, 满意率 and 办结率 of the session (rates 0–1, null when nothing to divide). */
export function handlingRates(statistics: Statistics) {
  const totals = unitTotals(statistics.units);
  const { satisfaction, proposals } = statistics;
  const satisfied = satisfaction.satisfied + satisfaction.basicallySatisfied;
  return {
    onTime: { rate: totals.onTimeRate, part: totals.onTime, whole: totals.replied },
    satisfaction: { rate: satisfaction.rate, part: satisfied, whole: satisfaction.evaluations },
    closed: {
      rate: rateOf(proposals.closed, proposals.registered),
      part: proposals.closed,
      whole: proposals.registered,
    },
  };
}

/** Units with overdue tasks, most overdue first. */
export const overdueUnits = (units: Statistics['units'], limit = 5) =>
  units
    .filter((unit) => unit.overdue > 0)
    .sort((a, b) => b.overdue - a.overdue || a.unit.name.localeCompare(b.unit.name, 'zh-CN'))
    .slice(0, limit);
