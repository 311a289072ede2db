import type { ProposalAction, ProposalContent, ProposalDetail } from '@cppcc/contracts';

/** The fields a transition dialog asks for, from what the state machine says each action requires. */
export type DialogField =
  'comment' | 'reason' | 'category' | 'disposition' | 'master' | 'invitees' | 'signByDate';

export function dialogFieldsFor(action: ProposalAction): DialogField[] {
  switch (action) {
    case 'return':
      return ['comment'];
    case 'withdraw':
      return ['reason'];
    case 'register':
      return ['category'];
    case 'reject':
      return ['reason', 'disposition'];
    case 'merge':
      return ['master'];
    case 'invite':
      return ['invitees', 'signByDate'];
    default:
      return [];
  }
}

/** Required dialog fields that are still empty. */
export function missingDialogFields(
  action: ProposalAction,
  values: Partial<Record<DialogField, string | string[]>>,
): DialogField[] {
  return dialogFieldsFor(action).filter((field) => {
    if (field === 'signByDate') return false; // optional
    const value = values[field];
    return Array.isArray(value) ? value.length === 0 : !value?.trim();
  });
}

/** The transitions this API takes through POST /transitions; others come with later issues. */
export const TRANSITION_ACTIONS = [
  'invite',
  'submit',
  'resubmit',
  'return',
  'withdraw',
  'register',
  'reject',
  'merge',
  'mark_excellent',
  'unmark_excellent',
] as const satisfies readonly ProposalAction[];
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

export function isTransitionAction(action: ProposalAction): action is TransitionAction {
  return (TRANSITION_ACTIONS as readonly string[]).includes(action);
}

/** The editable content of a proposal, as the editor form holds it. */
export function contentOf(detail: ProposalDetail): ProposalContent {
  return {
    title: detail.title,
    analysis: detail.analysis,
    suggestions: detail.suggestions,
    kind: detail.kind,
    collectiveBody: detail.collectiveBody,
    categoryCode: detail.categoryCode,
    suggestedUnitIds: detail.suggestedUnits.map((unit) => unit.id),
    publicity: detail.publicity,
    privateReason: detail.privateReason,
    contactName: detail.contactName,
    contactPhone: detail.contactPhone,
    contactAddress: detail.contactAddress,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields that differ from what the server last confirmed. */
export function changedFields(saved: ProposalContent, current: ProposalContent): Partial<ProposalContent> {
  const patch: Partial<ProposalContent> = {};
  for (const key of Object.keys(current) as (keyof ProposalContent)[]) {
    if (!sameValue(saved[key], current[key])) Object.assign(patch, { [key]: current[key] });
  }
  return patch;
}

export interface AutosaveInput {
  canEdit: boolean;
  saving: boolean;
  conflict: boolean;
  valid: boolean;
  patch: Partial<ProposalContent>;
}

/** Whether the autosave should send a PATCH now. */
export function shouldAutosave({ canEdit, saving, conflict, valid, patch }: AutosaveInput): boolean {
  return canEdit && !saving && !conflict && valid && Object.keys(patch).length > 0;
}

export const AUTOSAVE_DELAY_MS = 1500;

/** `第12号`, `No. 12`, or null before registration. */
export function numberText(number: number | null, language: string): string | null {
  if (number === null) return null;
  return language === 'en' ? `No. ${number}` : `第${number}号`;
}

export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.gif,.webp';
