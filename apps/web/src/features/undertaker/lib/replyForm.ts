import {
  ATTACHMENT_MAX_BYTES,
  REPLY_DOCUMENT_TYPES,
  REPLY_PUBLICATIONS,
  REPLY_REQUIRED_FIELDS,
  replyFieldsSchema,
  TASK_LIMITS,
  type ReplyDetail,
  type ReplyPublication,
  type ReplyUpdateBody,
} from '@cppcc/contracts';
import { z } from 'zod';
import type { Problem } from './problems';

/** The reply form's values: `resultClass` '' means none chosen yet. */
export interface ReplyFormValues {
  docNumber: string;
  title: string;
  body: string;
  resultClass: string;
  signingLeader: string;
  contactPerson: string;
  contactPhone: string;
  publication: ReplyPublication;
}
export type ReplyField = keyof ReplyFormValues;

export const REPLY_FIELDS = [
  'title',
  'docNumber',
  'body',
  'resultClass',
  'signingLeader',
  'contactPerson',
  'contactPhone',
  'publication',
] as const satisfies readonly ReplyField[];

/** Longest value per text field (the contract's limits). */
export const REPLY_FIELD_MAX: Record<Exclude<ReplyField, 'publication'>, number> = {
  docNumber: TASK_LIMITS.docNumber,
  title: TASK_LIMITS.replyTitle,
  body: TASK_LIMITS.replyBody,
  resultClass: 20,
  signingLeader: TASK_LIMITS.signingLeader,
  contactPerson: TASK_LIMITS.contactPerson,
  contactPhone: TASK_LIMITS.contactPhone,
};

export function replyFormValues(reply: ReplyDetail): ReplyFormValues {
  return {
    docNumber: reply.docNumber,
    title: reply.title,
    body: reply.body,
    resultClass: reply.resultClass ?? '',
    signingLeader: reply.signingLeader,
    contactPerson: reply.contactPerson,
    contactPhone: reply.contactPhone,
    publication: (REPLY_PUBLICATIONS as readonly string[]).includes(reply.publication)
      ? reply.publication
      : 'full',
  };
}

/** The fields that differ from what was loaded. */
export function changedFields(initial: ReplyFormValues, values: ReplyFormValues): ReplyField[] {
  return REPLY_FIELDS.filter((field) => initial[field] !== values[field]);
}

/** PATCH /api/replies/:id: only the changed fields (a draft may be incomplete), with the reply's version. */
export function replyUpdateBody(
  initial: ReplyFormValues,
  values: ReplyFormValues,
  version: number,
): ReplyUpdateBody {
  const body: ReplyUpdateBody = { version };
  for (const field of changedFields(initial, values)) {
    if (field === 'resultClass') body.resultClass = values.resultClass || null;
    else if (field === 'publication') body.publication = values.publication;
    else body[field] = values[field].trim();
  }
  return body;
}

const formShape = z.object({
  docNumber: z.string(),
  title: z.string(),
  body: z.string(),
  resultClass: z.string(),
  signingLeader: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  publication: z.enum(REPLY_PUBLICATIONS),
});
const fieldsOf = (values: ReplyFormValues): unknown => ({
  ...values,
  resultClass: values.resultClass || null,
});

/** Every save: the contract's reply fields (lengths; a draft may be incomplete). */
export const replyDraftSchema = formShape.transform(fieldsOf).pipe(replyFieldsSchema);

/** Submitting: the same, and every field the server requires (REPLY_REQUIRED_FIELDS) filled in. */
export const replySubmitSchema = formShape.transform(fieldsOf).pipe(
  replyFieldsSchema.superRefine((fields, context) => {
    for (const field of REPLY_REQUIRED_FIELDS)
      if (!fields[field])
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'validation.required',
          input: fields[field],
        });
  }),
);

/** The fields a submission still lacks (or has wrong), in the form's order: the message names them. */
export function fieldsToFix(values: ReplyFormValues): ReplyField[] {
  const result = replySubmitSchema.safeParse(values);
  if (result.success) return [];
  const named = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return REPLY_FIELDS.filter((field) => named.has(field));
}

/** Requirements of a submission that are not form fields: the server names them in `fields`. */
export const SUBMIT_REQUIREMENTS = ['document', 'communication', 'opinions'] as const;
export type SubmitRequirement = (typeof SUBMIT_REQUIREMENTS)[number];

/**
 * Splits a 400's `fields` into the form's fields (shown under each input) and the other requirements
 * (document, communication, co-units' opinions: shown as a list above the form). Unknown names join the
 * list too, so nothing the server says is lost.
 */
export function splitServerFields(fields: Record<string, string>): {
  form: [ReplyField, string][];
  other: [string, string][];
} {
  const form: [ReplyField, string][] = [];
  const other: [string, string][] = [];
  for (const [path, reason] of Object.entries(fields)) {
    const name = path.split('.').at(-1) ?? path;
    const field = REPLY_FIELDS.find((candidate) => candidate === name);
    if (field) form.push([field, reason]);
    else other.push([name, reason]);
  }
  return { form, other };
}

/** The server's upload limit (413 beyond it). */
export const DOCUMENT_MAX_BYTES = ATTACHMENT_MAX_BYTES;
const DOCUMENT_EXTENSIONS = Object.keys(REPLY_DOCUMENT_TYPES);
/** The file input's `accept`: the extensions and their types. */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...Object.values(REPLY_DOCUMENT_TYPES).flat(),
].join(',');

/** Checks a chosen file before uploading it (the server checks again: 415, 413). */
export function documentProblem(file: { name: string; size: number; type: string }): Problem | null {
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const types = Object.values(REPLY_DOCUMENT_TYPES).flat();
  if (!DOCUMENT_EXTENSIONS.includes(extension) && !types.includes(file.type))
    return { key: 'messages:task.documentType' };
  if (file.size > DOCUMENT_MAX_BYTES)
    return { key: 'undertaker:fileTooLarge', params: { max: Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024) } };
  if (file.size === 0) return { key: 'undertaker:fileEmpty' };
  return null;
}

/**
 * The form after the reply changed on the server (a save, an upload, a reload after a conflict): the
 * fields the user has not touched since `oldBaseline` take the new values; the user's edits stay.
 */
export function rebase(
  oldBaseline: ReplyFormValues,
  newBaseline: ReplyFormValues,
  values: ReplyFormValues,
): ReplyFormValues {
  const next = { ...values };
  for (const field of REPLY_FIELDS)
    if (values[field] === oldBaseline[field])
      (next as Record<ReplyField, string>)[field] = newBaseline[field];
  return next;
}
