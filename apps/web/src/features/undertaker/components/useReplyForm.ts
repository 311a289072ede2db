import type { ReplyDetail } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useUnitSaveReplyMutation, useUnitTransitionMutation } from '../api';
import {
  changedFields,
  fieldsToFix,
  rebase,
  replyDraftSchema,
  replyFormValues,
  replySubmitSchema,
  replyUpdateBody,
  splitServerFields,
  type ReplyField,
  type ReplyFormValues,
} from '../lib/replyForm';
import { useLeaveGuard } from './useLeaveGuard';

export interface SubmitFailure {
  message: string;
  /** Requirements that are not form fields: [name, reason]. */
  other: [string, string][];
}

const draftResolver = zodResolver(replyDraftSchema, FORM_PARSE_OPTIONS);
const submitResolver = zodResolver(replySubmitSchema, FORM_PARSE_OPTIONS);

/**
 * The reply draft's form: saved explicitly (a draft may be incomplete, only lengths count), submitted with
 * every required field (the contract's list). The values follow the reply when it changes on the server
 * (save, upload, reload) without losing the user's edits; leaving with unsaved changes asks first.
 */
export function useReplyForm(reply: ReplyDetail, reload: () => void) {
  const { t, i18n } = useTranslation('undertaker');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saving] = useUnitSaveReplyMutation();
  const [transition, submitting] = useUnitTransitionMutation();
  // Which rule the next check applies: a save checks the draft, a submission the complete reply.
  const submitCheck = useRef(false);
  const resolver: Resolver<ReplyFormValues> = (values, context, options) =>
    (submitCheck.current ? submitResolver : draftResolver)(values, context, options) as ReturnType<
      Resolver<ReplyFormValues>
    >;
  const form = useForm<ReplyFormValues>({ resolver, defaultValues: replyFormValues(reply) });
  const { control, getValues, setValue, setError, clearErrors, trigger } = form;
  /**
   * What the form holds as saved, the reply version it was read from, and the baseline before the last
   * change on the server (to rebase the values on).
   */
  const [saved, setSaved] = useState(() => ({
    version: reply.version,
    baseline: replyFormValues(reply),
    previous: null as ReplyFormValues | null,
  }));
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const values = useWatch({ control }) as ReplyFormValues;

  // The reply changed on the server (uploaded, reloaded): a new baseline now, the values below.
  if (saved.version !== reply.version)
    setSaved({ version: reply.version, baseline: replyFormValues(reply), previous: saved.baseline });
  // The fields the user has not touched take the new values; the edits stay (repeating it changes nothing).
  useLayoutEffect(() => {
    if (!saved.previous) return;
    const next = rebase(saved.previous, saved.baseline, getValues());
    for (const field of changedFields(getValues(), next)) setValue(field, next[field]);
  }, [saved, getValues, setValue]);

  // A field the user edits loses its complaint.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change') clearErrors(name as ReplyField);
        },
      }),
    [subscribe, clearErrors],
  );

  const dirty = changedFields(saved.baseline, values).length > 0;
  useLeaveGuard(dirty);

  const serverFieldsOnForm = (fields: Record<string, string>) => {
    const { form: formFields, other } = splitServerFields(fields);
    formFields.forEach(([name, message]) => setError(name, { type: 'server', message }));
    return other;
  };

  /** Saves unsaved changes; true when there is nothing (left) to save. */
  async function saveChanges(): Promise<boolean> {
    submitCheck.current = false;
    if (!(await trigger(undefined, { shouldFocus: true }))) return false;
    const sent = getValues();
    if (changedFields(saved.baseline, sent).length === 0) return true;
    const result = await save({
      replyId: reply.id,
      body: replyUpdateBody(saved.baseline, sent, reply.version),
    });
    if (result.data) {
      const baseline = replyFormValues(result.data);
      // What was sent is now saved (trimmed by the server); edits made meanwhile stay.
      const next = rebase(sent, baseline, getValues());
      for (const field of changedFields(getValues(), next)) setValue(field, next[field]);
      setSaved({ version: result.data.version, baseline, previous: null });
      return true;
    }
    const error = result.error;
    if (isApiError(error) && error.status === 409) {
      dispatch(showMessage({ message: error.message, variant: 'warning' }));
      reload();
    } else if (isApiError(error) && error.status === 400) {
      serverFieldsOnForm(error.fields);
      dispatch(showMessage({ message: error.message, variant: 'error' }));
    } else dispatch(showMessage({ message: errorText(error) ?? '', variant: 'error' }));
    return false;
  }

  async function onSave() {
    if (await saveChanges()) dispatch(showMessage({ message: t('saved'), variant: 'success' }));
  }

  async function onSubmit() {
    setFailure(null);
    clearErrors();
    submitCheck.current = true;
    const complete = await trigger(undefined, { shouldFocus: true });
    submitCheck.current = false;
    if (!complete) {
      // Name the fields: a class left on "未选择" is easy to miss among the red marks.
      const names = fieldsToFix(getValues()).map((field) => t(`field.${field}`));
      const fields = names.join(i18n.language === 'en' ? ', ' : '、');
      setFailure({
        message: names.length > 0 ? t('fillRequiredFields', { fields }) : t('fillRequired'),
        other: [],
      });
      return;
    }
    const toApprover = reply.submitsTo === 'approver';
    const ok = await confirm({
      title: t(toApprover ? 'submitForApproval' : 'submitReply'),
      message: t(toApprover ? 'submitForApprovalConfirm' : 'submitConfirm'),
      confirmText: t(toApprover ? 'submitForApproval' : 'submitReply'),
    });
    if (!ok || !(await saveChanges())) return;
    const result = await transition({
      taskId: reply.task.id,
      proposalId: reply.task.proposal.id,
      body: {
        action: reply.submitsTo === 'approver' ? 'submit_for_approval' : 'submit_reply',
        version: reply.task.version,
      },
    });
    if (!result.error) {
      dispatch(
        showMessage({
          message: t(reply.submitsTo === 'approver' ? 'sentForApproval' : 'submitted'),
          variant: 'success',
        }),
      );
      return;
    }
    const error = result.error;
    if (isApiError(error) && (error.status === 400 || error.status === 409)) {
      setFailure({ message: error.message, other: serverFieldsOnForm(error.fields) });
      if (error.status === 409) reload();
    } else dispatch(showMessage({ message: errorText(error) ?? '', variant: 'error' }));
  }

  return {
    control,
    dirty,
    busy: saving.isLoading || submitting.isLoading,
    failure,
    saveChanges,
    onSave,
    onSubmit,
  };
}
