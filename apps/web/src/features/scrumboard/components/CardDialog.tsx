import {
  cardUpdateSchema,
  type Board,
  type Card,
  type CardUpdate,
  type CardUpdateInput,
} from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { confirm } from '../../../shared/dialog/dialogService';
import { useUser } from '../../../shared/session/hooks';
import { COLOR_SWATCH } from '../lib/colors';
import { CardActivities } from './CardActivities';
import { CardAttachments } from './CardAttachments';
import { CardChecklists } from './CardChecklists';

const FIELDS = ['name', 'description', 'due', 'idMembers', 'idLabels', 'idAttachmentCover'] as const;
/** The stored activities as card/update takes them (the server keeps who and when). */
const sentActivities = (card: Card) =>
  card.activities.map((activity) => ({ id: activity.id, type: activity.type, message: activity.message }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A card opened: title, description, due day, labels, assignees, checklists, attachments (cover) and the
 * subscription, saved together; comments are posted at once. `onSave`/`onComment` answer the call's error.
 */
export function CardDialog({
  card,
  board,
  onSave,
  onDelete,
  onClose,
}: {
  card: Card;
  board: Board;
  onSave: (card: CardUpdateInput) => Promise<unknown>;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('scrumboard');
  const me = useUser().uid;
  const fieldError = useFieldErrorText();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { control, handleSubmit, formState, setError } = useForm<CardUpdateInput, unknown, CardUpdate>({
    resolver: zodResolver(cardUpdateSchema, FORM_PARSE_OPTIONS),
    defaultValues: {
      id: card.id,
      name: card.name,
      description: card.description,
      idAttachmentCover: card.idAttachmentCover,
      idMembers: card.idMembers,
      idLabels: card.idLabels,
      attachments: card.attachments,
      subscribed: card.subscribed,
      checklists: card.checklists,
      activities: [],
      due: card.due,
    },
  });
  // Read during render: react-hook-form tracks only the form state a render has read.
  const { isDirty } = formState;
  const submit = handleSubmit(async (values) => {
    const error = await onSave({ ...values, activities: sentActivities(card) });
    if (error === undefined) onClose();
    else applyServerFieldErrors(error, FIELDS, (name, value) => setError(name, value));
  });
  const comment = async (message: string) => {
    await onSave({
      ...card,
      activities: [{ id: crypto.randomUUID(), type: 'comment', message }, ...sentActivities(card)],
    });
  };
  // Issue 34: Escape, a click outside or Close no longer drop unsaved edits without a word.
  const close = async () => {
    if (isDirty) {
      const discard = await confirm({
        title: t('discardTitle'),
        message: t('discardMessage'),
        confirmText: t('discard'),
        cancelText: t('keepEditing'),
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };
  const removeComment = (id: string) =>
    void onSave({ ...card, activities: sentActivities(card).filter((activity) => activity.id !== id) });

  return (
    <Dialog
      open
      onClose={() => void close()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="card-dialog-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="card-dialog-title">{card.name}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormTextField control={control} name="name" label={t('cardName')} required fullWidth />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Controller
              control={control}
              name="due"
              render={({ field, fieldState }) => (
                <TextField
                  type="date"
                  size="small"
                  label={t('field.due')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(fieldState.error)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
            <Controller
              control={control}
              name="subscribed"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('field.subscribed')}
                />
              )}
            />
          </Box>
          <FormTextField
            control={control}
            name="description"
            label={t('field.description')}
            multiline
            minRows={3}
            fullWidth
          />
          <Section title={t('field.labels')}>
            <Controller
              control={control}
              name="idLabels"
              render={({ field }) => (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {board.labels.map((label) => {
                    const on = (field.value ?? []).includes(label.id);
                    return (
                      <Chip
                        key={label.id}
                        label={label.name}
                        aria-pressed={on}
                        onClick={() => field.onChange(toggle(field.value ?? [], label.id))}
                        variant={on ? 'filled' : 'outlined'}
                        sx={
                          on
                            ? {
                                bgcolor: COLOR_SWATCH[label.class].background,
                                color: COLOR_SWATCH[label.class].text,
                              }
                            : undefined
                        }
                      />
                    );
                  })}
                </Box>
              )}
            />
          </Section>
          <Section title={t('field.members')}>
            <Controller
              control={control}
              name="idMembers"
              render={({ field }) => (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {board.members.map((member) => {
                    const on = (field.value ?? []).includes(member.id);
                    return (
                      <Chip
                        key={member.id}
                        label={member.name}
                        aria-pressed={on}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        onClick={() => field.onChange(toggle(field.value ?? [], member.id))}
                      />
                    );
                  })}
                </Box>
              )}
            />
          </Section>
          <Section title={t('checklists')}>
            <Controller
              control={control}
              name="checklists"
              render={({ field }) => (
                <CardChecklists
                  value={(field.value ?? []).map((checklist) => ({
                    ...checklist,
                    checkItems: (checklist.checkItems ?? []).map((item) => ({
                      ...item,
                      checked: item.checked ?? false,
                    })),
                  }))}
                  onChange={field.onChange}
                />
              )}
            />
          </Section>
          <Section title={t('attachments')}>
            <Controller
              control={control}
              name="attachments"
              render={({ field }) => (
                <Controller
                  control={control}
                  name="idAttachmentCover"
                  render={({ field: cover }) => (
                    <CardAttachments
                      value={field.value ?? []}
                      cover={cover.value ?? ''}
                      onChange={field.onChange}
                      onCover={cover.onChange}
                    />
                  )}
                />
              )}
            />
          </Section>
          <Section title={t('comments')}>
            <CardActivities
              activities={card.activities}
              members={board.members}
              me={me}
              onComment={comment}
              onRemove={removeComment}
            />
          </Section>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
            {t('deleteCard')}
          </Button>
          <Button onClick={() => void close()}>{t('close')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const toggle = (ids: readonly string[], id: string) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
