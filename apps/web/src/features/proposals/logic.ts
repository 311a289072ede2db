import {
  proposalActionInputs,
  proposalNumberText,
  type ProposalAction,
  type ProposalContent,
  type ProposalDetail,
  type ProposalInputField,
} from '@cppcc/contracts';

/** The fields a transition dialog can ask for, named after the transition body's fields they fill. */
const DIALOG_FIELD_OF = {
  comment: 'comment',
  reason: 'reason',
  categoryCode: 'category',
  disposition: 'disposition',
  masterId: 'master',
  inviteeIds: 'invitees',
  signByDate: 'signByDate',
} as const satisfies Partial<Record<ProposalInputField, string>>;
export type DialogField = (typeof DIALOG_FIELD_OF)[keyof typeof DIALOG_FIELD_OF];

const dialogFieldOf = (field: ProposalInputField): DialogField | undefined =>
  (DIALOG_FIELD_OF as Partial<Record<ProposalInputField, DialogField>>)[field];

/** The fields a transition dialog asks for: what the contracts say the action needs, in that order. */
export function dialogFieldsFor(action: ProposalAction): DialogField[] {
  return proposalActionInputs(action).flatMap((input) => dialogFieldOf(input.field) ?? []);
}

/** Required dialog fields that are still empty (the contracts mark which inputs are optional). */
export function missingDialogFields(
  action: ProposalAction,
  values: Partial<Record<DialogField, string | string[]>>,
): DialogField[] {
  return proposalActionInputs(action).flatMap((input) => {
    const field = dialogFieldOf(input.field);
    if (!field || !input.missing) return [];
    const value = values[field];
    return (Array.isArray(value) ? value.length === 0 : !value?.trim()) ? [field] : [];
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
    topicId: detail.topic?.id ?? null,
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

/**
 * Whether a new, never-saved draft holds enough to keep (issue 34): a title alone is an abandoned start and
 * leaves no draft behind; a title with some analysis or suggestions is work, saved even if the tab closes.
 */
export function worthKeeping(content: Pick<ProposalContent, 'title' | 'analysis' | 'suggestions'>): boolean {
  return content.title.trim() !== '' && (content.analysis.trim() !== '' || content.suggestions.trim() !== '');
}

export const AUTOSAVE_DELAY_MS = 1500;

/** `第12号`, `No. 12` (the one rule in contracts), or null before registration. */
export function numberText(number: number | null, language: string): string | null {
  return number === null ? null : proposalNumberText(number, language);
}

export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.gif,.webp';
