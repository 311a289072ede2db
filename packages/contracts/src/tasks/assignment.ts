import type { MessageKey } from '../messages';
import type { HandlingMode } from '../workflow/proposal';

export interface AssignmentShape {
  handlingMode: HandlingMode;
  leadUnitIds: readonly string[];
  coUnitIds: readonly string[];
}

/**
 * THE assignment rule (交办): 单办 exactly one unit; 分办 two or more, each replying; 会办 exactly one lead
 * and at least one co-unit; only 会办 has co-units; no unit twice. Field → message key; empty when valid.
 * The assignment dialog and the server both ask this function.
 */
export function assignmentProblems(
  assignment: AssignmentShape,
): Partial<Record<'leadUnitIds' | 'coUnitIds', MessageKey>> {
  const problems: Partial<Record<'leadUnitIds' | 'coUnitIds', MessageKey>> = {};
  const { handlingMode, leadUnitIds, coUnitIds } = assignment;
  if (handlingMode === 'single' && leadUnitIds.length !== 1)
    problems.leadUnitIds = 'assignment.singleNeedsOneLead';
  if (handlingMode === 'separate' && leadUnitIds.length < 2)
    problems.leadUnitIds = 'assignment.separateNeedsTwoLeads';
  if (handlingMode === 'joint') {
    if (leadUnitIds.length !== 1) problems.leadUnitIds = 'assignment.jointNeedsOneLead';
    if (coUnitIds.length === 0) problems.coUnitIds = 'assignment.jointNeedsCoUnits';
  } else if (coUnitIds.length > 0) {
    problems.coUnitIds = 'assignment.onlyJointHasCoUnits';
  }
  const all = [...leadUnitIds, ...coUnitIds];
  if (new Set(all).size !== all.length) {
    if (new Set(leadUnitIds).size !== leadUnitIds.length) problems.leadUnitIds ??= 'assignment.duplicateUnit';
    else problems.coUnitIds ??= 'assignment.duplicateUnit';
  }
  return problems;
}

/**
 * Switching the handling mode in an assignment form keeps the chosen units where they still fit: 单办
 * keeps the first lead; 会办 keeps the first lead and makes the other leads co-units; 分办 makes every
 * chosen unit a lead. (The proposal page's dialog and the staff batch dialog both use it.)
 */
export function changeHandlingMode<T extends AssignmentShape>(form: T, handlingMode: HandlingMode): T {
  const all = [...form.leadUnitIds, ...form.coUnitIds];
  if (handlingMode === 'separate') return { ...form, handlingMode, leadUnitIds: all, coUnitIds: [] };
  const [first, ...rest] = form.leadUnitIds;
  const leadUnitIds = first === undefined ? [] : [first];
  if (handlingMode === 'single') return { ...form, handlingMode, leadUnitIds, coUnitIds: [] };
  return { ...form, handlingMode, leadUnitIds, coUnitIds: [...rest, ...form.coUnitIds] };
}
