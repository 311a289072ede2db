import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  mailSendBodySchema,
  type MailAttachment,
  type MailPerson,
  type MailSendBody,
} from '@cppcc/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useSaveDraftMutation, useSendMailMutation } from '../api/mailApi';
import { i18nBundle } from '../i18n';
import type { ComposeStart } from '../lib/compose';
import { ComposeAttachments } from './ComposeAttachments';
import { RecipientPicker } from './RecipientPicker';
import { RichTextEditor } from './RichTextEditor';

registerBundle(i18nBundle);

export type ComposeKind = 'new' | 'reply' | 'forward' | 'draft';
const TITLES: Record<ComposeKind, string> = {
  new: 'compose.title',
  reply: 'compose.replyTitle',
  forward: 'compose.forwardTitle',
  draft: 'compose.draftTitle',
};
const FIELDS = ['to', 'subject', 'message', 'attachmentIds'] as const;

/**
 * Writing a mail (its own chunk, with the editor): recipients from the system's users, subject, rich text,
 * files with upload progress; send, or keep as a draft. A refused send keeps everything typed and shows
 * the reason under the field; closing with unsent changes asks first.
 */
export default function ComposeDialog({
  start,
  kind,
  onClose,
}: {
  start: ComposeStart;
  kind: ComposeKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('mail');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const [people, setPeople] = useState<MailPerson[]>(start.to);
  const [files, setFiles] = useState<MailAttachment[]>(start.attachments);
  const [draftId, setDraftId] = useState(start.draftId);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = useSendMailMutation();
  const [saveDraft, saving] = useSaveDraftMutation();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    MailSendBody,
    unknown,
    MailSendBody
  >({
    resolver: zodResolver(mailSendBodySchema, FORM_PARSE_OPTIONS),
    defaultValues: {
      to: start.to.map((person) => person.id),
      subject: start.subject,
      message: start.message,
      attachmentIds: start.attachments.map((file) => file.id),
    },
  });
  const busy = sending.isLoading || saving.isLoading || uploading;

  const changeFiles = (update: (list: MailAttachment[]) => MailAttachment[]) =>
    setFiles((list) => {
      const next = update(list);
      setValue(
        'attachmentIds',
        next.map((file) => file.id),
        { shouldDirty: true },
      );
      return next;
    });

  const failed = (error: unknown) => {
    if (!applyServerFieldErrors(error, FIELDS, setError))
      setFailure(t('compose.failed', { message: errorText(error as Parameters<typeof errorText>[0]) ?? '' }));
  };

  const submit = async (values: MailSendBody) => {
    setFailure(null);
    try {
      await send({ ...values, ...(draftId ? { draftId } : {}) }).unwrap();
      dispatch(showMessage({ message: t('compose.sent'), variant: 'success' }));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  const keep = async () => {
    setFailure(null);
    try {
      const values = getValues();
      const saved = await saveDraft({ ...values, ...(draftId ? { id: draftId } : {}) }).unwrap();
      setDraftId(saved.id);
      dispatch(showMessage({ message: t('compose.saved'), variant: 'success' }));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  const close = async () => {
    if (formState.isDirty || people.length !== start.to.length) {
      const discard = await confirm({
        title: t('compose.discardTitle'),
        message: t('compose.discardMessage'),
        confirmText: t('compose.discard'),
        cancelText: t('compose.keepEditing'),
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={small}
      onClose={() => void close()}
      aria-labelledby="mail-compose-title"
    >
      <DialogTitle id="mail-compose-title" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t(TITLES[kind])}
        </Box>
        <IconButton aria-label={t('compose.close')} onClick={() => void close()}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
        data-testid="mail-compose-form"
      >
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Controller
            control={control}
            name="to"
            render={({ field, fieldState }) => (
              <RecipientPicker
                value={people}
                inputRef={field.ref}
                error={fieldError(fieldState.error)}
                onChange={(chosen) => {
                  setPeople(chosen);
                  field.onChange(chosen.map((person) => person.id));
                }}
              />
            )}
          />
          <FormTextField
            control={control}
            name="subject"
            label={t('compose.subject')}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'mail-subject-input' } }}
          />
          <Controller
            control={control}
            name="message"
            render={({ field }) => (
              <RichTextEditor
                initial={start.message}
                label={t('compose.message')}
                onChange={field.onChange}
              />
            )}
          />
          <ComposeAttachments files={files} onChange={changeFiles} onBusy={setUploading} />
          {failure && (
            <Alert severity="error" data-testid="mail-compose-error">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={() => void keep()} disabled={busy} data-testid="mail-save-draft">
            {t('compose.saveDraft')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            endIcon={<SendIcon />}
            disabled={busy}
            data-testid="mail-send"
          >
            {sending.isLoading ? t('compose.sending') : t('compose.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
