import { REPLY_PUBLICATIONS, type ReplyDetail, type WorkflowSettings } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { confirm } from '../../../shared/dialog/dialogService';
import { useUnitSaveReplyMutation, useUnitTransitionMutation } from '../api';
import type { Problems } from '../lib/problems';
import {
  changedFields,
  draftProblems,
  rebase,
  REPLY_FIELD_MAX,
  replyFormValues,
  replyUpdateBody,
  splitServerFields,
  submitProblems,
  type ReplyField,
  type ReplyFormValues,
} from '../lib/replyForm';
import { taskPath } from '../paths';
import { useProblemText } from './feedback';
import { useLeaveGuard } from './useLeaveGuard';
import { ReplyDocument } from './ReplyDocument';
import { SectionCard } from '../../../shared/ui/SectionCard';

interface FormState {
  /** The reply version `baseline` was read from. */
  version: number;
  baseline: ReplyFormValues;
  values: ReplyFormValues;
}

interface SubmitFailure {
  message: string;
  /** Requirements that are not form fields: [name, reason]. */
  other: [string, string][];
}

/**
 * The reply form of the lead (or 分办) unit while the reply is a draft: explicit 保存, a guard against
 * leaving with unsaved changes, the document, and 提交答复 with the server's list of what is missing.
 */
export function ReplyEditor({
  reply,
  settings,
  reload,
}: {
  reply: ReplyDetail;
  settings?: WorkflowSettings;
  reload: () => void;
}) {
  const { t, i18n } = useTranslation('undertaker');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const [save, saving] = useUnitSaveReplyMutation();
  const [transition, submitting] = useUnitTransitionMutation();
  const [form, setForm] = useState<FormState>(() => {
    const values = replyFormValues(reply);
    return { version: reply.version, baseline: values, values };
  });
  const [problems, setProblems] = useState<Problems<ReplyField>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<ReplyField, string>>>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  // The reply changed on the server (saved, uploaded, reloaded): take the new values under the user's edits.
  if (form.version !== reply.version) {
    const baseline = replyFormValues(reply);
    setForm({ version: reply.version, baseline, values: rebase(form.baseline, baseline, form.values) });
  }
  const dirty = changedFields(form.baseline, form.values).length > 0;
  useLeaveGuard(dirty);

  const set = (field: ReplyField, value: string) => {
    setForm((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerFields((current) => ({ ...current, [field]: undefined }));
  };

  /** Saves unsaved changes; true when there is nothing (left) to save. */
  async function saveChanges(): Promise<boolean> {
    const found = draftProblems(form.values);
    setProblems(found);
    if (Object.keys(found).length > 0) return false;
    if (!dirty) return true;
    const sent = form.values;
    const result = await save({
      replyId: reply.id,
      body: replyUpdateBody(form.baseline, sent, reply.version),
    });
    if (result.data) {
      const saved = result.data;
      const baseline = replyFormValues(saved);
      // What was sent is now saved (trimmed by the server); edits made meanwhile stay.
      setForm((current) => ({
        version: saved.version,
        baseline,
        values: rebase(sent, baseline, current.values),
      }));
      return true;
    }
    const error = result.error;
    if (isApiError(error) && error.status === 409) {
      dispatch(showMessage({ message: error.message, variant: 'warning' }));
      reload();
    } else if (isApiError(error) && error.status === 400) {
      setServerFields(Object.fromEntries(splitServerFields(error.fields).form));
      dispatch(showMessage({ message: error.message, variant: 'error' }));
    } else dispatch(showMessage({ message: errorText(error) ?? '', variant: 'error' }));
    return false;
  }

  async function onSave() {
    if (await saveChanges()) dispatch(showMessage({ message: t('saved'), variant: 'success' }));
  }

  async function onSubmit() {
    setFailure(null);
    setServerFields({});
    const found = submitProblems(form.values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure({ message: t('fillRequired'), other: [] });
      return;
    }
    const ok = await confirm({
      title: t('submitReply'),
      message: t('submitConfirm'),
      confirmText: t('submitReply'),
    });
    if (!ok || !(await saveChanges())) return;
    const result = await transition({
      taskId: reply.task.id,
      proposalId: reply.task.proposal.id,
      body: { action: 'submit_reply', version: reply.task.version },
    });
    if (!result.error) {
      dispatch(showMessage({ message: t('submitted'), variant: 'success' }));
      return;
    }
    const error = result.error;
    if (isApiError(error) && (error.status === 400 || error.status === 409)) {
      const { form: formFields, other } = splitServerFields(error.fields);
      setServerFields(Object.fromEntries(formFields));
      setFailure({ message: error.message, other });
      if (error.status === 409) reload();
    } else dispatch(showMessage({ message: errorText(error) ?? '', variant: 'error' }));
  }

  const text = (field: ReplyField) => problemText(problems[field]) ?? problemText(serverFields[field]);
  const field = (
    name: Exclude<ReplyField, 'resultClass' | 'publication'>,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={t(`field.${name}`)}
      value={form.values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(text(name))}
      helperText={text(name)}
      fullWidth
      slotProps={{ htmlInput: { maxLength: REPLY_FIELD_MAX[name] } }}
      {...extra}
    />
  );
  const language = i18n.language === 'en' ? 'en' : 'zh-CN';
  const busy = saving.isLoading || submitting.isLoading;

  return (
    <>
      {reply.rejectionReason && (
        <Alert severity="warning" data-testid="reply-rejected">
          <AlertTitle>{t('rejectedTitle')}</AlertTitle>
          {reply.rejectionReason}
        </Alert>
      )}

      <Card component="section" aria-labelledby="reply-form-heading">
        <CardContent>
          <Typography id="reply-form-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('replyContent')}
          </Typography>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onSave();
            }}
          >
            <Stack spacing={2}>
              {field('title')}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('docNumber', { placeholder: t('docNumberHint') })}
                <TextField
                  select
                  label={t('field.resultClass')}
                  value={form.values.resultClass}
                  onChange={(event) => set('resultClass', event.target.value)}
                  error={Boolean(text('resultClass'))}
                  helperText={text('resultClass')}
                  fullWidth
                >
                  <MenuItem value="">
                    <em>{t('notChosen')}</em>
                  </MenuItem>
                  {(settings?.replyClasses ?? []).map((item) => (
                    <MenuItem key={item.code} value={item.code}>
                      {item.code} {language === 'en' ? item.en : item.zh}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              {field('body', { multiline: true, minRows: 12 })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('signingLeader')}
                {field('contactPerson')}
                {field('contactPhone', { type: 'tel' })}
              </Stack>
              <TextField
                select
                label={t('field.publication')}
                value={form.values.publication}
                onChange={(event) => set('publication', event.target.value)}
                sx={{ maxWidth: { sm: 320 } }}
              >
                {REPLY_PUBLICATIONS.map((publication) => (
                  <MenuItem key={publication} value={publication}>
                    {t(`publication.${publication}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button type="submit" variant="outlined" disabled={!dirty || busy}>
                  {t('save')}
                </Button>
                <Typography
                  variant="body2"
                  color={dirty ? 'warning.dark' : 'text.secondary'}
                  aria-live="polite"
                >
                  {dirty ? t('unsaved') : t('allSaved')}
                </Typography>
              </Stack>
            </Stack>
          </form>
        </CardContent>
      </Card>

      <SectionCard id="reply-document" title={t('document')}>
        <ReplyDocument reply={reply} editable prepare={saveChanges} reload={reload} />
      </SectionCard>

      <SectionCard id="reply-submit" title={t('beforeSubmit')}>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5, mb: 2 }} data-testid="submit-checklist">
          <li data-done={reply.document !== null}>
            {t('requirement.document')}：{reply.document ? t('checkDone') : t('checkMissing')}
          </li>
          <li data-done={reply.communicationCount > 0}>
            {t('requirement.communication')}：
            {reply.communicationCount > 0 ? (
              t('communicationCount', { count: reply.communicationCount })
            ) : (
              <Link component={RouterLink} to={taskPath(reply.task.proposal.id)}>
                {t('checkMissingCommunication')}
              </Link>
            )}
          </li>
          {reply.task.handlingMode === 'joint' && (
            <li>
              {t('requirement.opinions')}：{t('opinionCount', { count: reply.opinions.length })}
            </li>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" role="alert" data-testid="submit-problems" sx={{ mb: 2 }}>
            <AlertTitle>{failure.message}</AlertTitle>
            {failure.other.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {failure.other.map(([name, reason]) => (
                  <li key={name} data-requirement={name}>
                    {['document', 'communication', 'opinions'].includes(name)
                      ? `${t(`requirement.${name}`)}：`
                      : ''}
                    {problemText(reason)}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={() => void onSubmit()}
          disabled={busy}
          data-testid="submit-reply"
        >
          {t('submitReply')}
        </Button>
      </SectionCard>
    </>
  );
}
