import {
  NOT_REGISTERED_DISPOSITIONS,
  proposalTransitionBodySchema,
  type NotRegisteredDisposition,
  type ProposalDetail,
  type ProposalTransitionBody,
} from '@cppcc/contracts';
import { z } from 'zod';
import { missingDialogFields, type DialogField, type TransitionAction } from '../logic';

export interface PickerOption {
  id: string;
  label: string;
}

/** The transition dialog's fields as typed; the action decides which of them it shows. */
export interface ActionForm {
  comment: string;
  reason: string;
  category: string;
  disposition: NotRegisteredDisposition | '';
  master: PickerOption | null;
  invitees: PickerOption[];
  signByDate: string;
}

/** Fields a server's 400 may name as the form does (the others show as the dialog's error). */
export const ACTION_FORM_FIELDS = ['comment', 'reason', 'disposition', 'signByDate'] as const;

export const actionFormOf = (proposal: Pick<ProposalDetail, 'categoryCode'>): ActionForm => ({
  comment: '',
  reason: '',
  category: proposal.categoryCode ?? '',
  disposition: '',
  master: null,
  invitees: [],
  signByDate: '',
});

/** The transition body for the action: only the fields it takes, with the proposal's version. */
export function transitionBodyOf(action: TransitionAction, version: number, form: ActionForm): unknown {
  const base = { action, version };
  switch (action) {
    case 'return':
      return { ...base, comment: form.comment };
    case 'withdraw':
      return { ...base, reason: form.reason, comment: form.reason };
    case 'register':
      return { ...base, categoryCode: form.category };
    case 'reject':
      return { ...base, reason: form.reason, disposition: form.disposition || undefined };
    case 'merge':
      return { ...base, masterId: form.master?.id };
    case 'invite':
      return {
        ...base,
        inviteeIds: form.invitees.map((option) => option.id),
        signByDate: form.signByDate ? new Date(`${form.signByDate}T23:59:59`).toISOString() : undefined,
      };
    default:
      return base;
  }
}

const option = z.object({ id: z.string(), label: z.string() });
const formShape = z.object({
  comment: z.string(),
  reason: z.string(),
  category: z.string(),
  disposition: z.union([z.enum(NOT_REGISTERED_DISPOSITIONS), z.literal('')]),
  master: option.nullable(),
  invitees: z.array(option),
  signByDate: z.string(),
});

/**
 * The dialog's schema: the fields the contracts say the action requires must be given (`requiredText`
 * names the field in the reader's language), then the body is checked by the contracts' transition schema.
 */
export function actionFormSchema(
  action: TransitionAction,
  version: number,
  requiredText: (field: DialogField) => string,
): z.ZodType<ProposalTransitionBody, ActionForm> {
  return formShape
    .superRefine((form, context) => {
      const values = { ...form, master: form.master?.id ?? '', invitees: form.invitees.map((o) => o.id) };
      for (const field of missingDialogFields(action, values))
        context.addIssue({ code: 'custom', path: [field], message: requiredText(field) });
    })
    .transform((form) => transitionBodyOf(action, version, form))
    .pipe(proposalTransitionBodySchema);
}
