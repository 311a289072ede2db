import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROPOSAL_KINDS,
  PROPOSAL_LIMITS,
  proposalContentSchema,
  type Attachment,
  type ProposalContent,
  type ProposalDetail,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useUser } from '../../../shared/session/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { confirm } from '../../../shared/dialog/dialogService';
import {
  useCreateProposalMutation,
  useDeleteAttachmentMutation,
  useGetProposalQuery,
  useSimilarProposalsQuery,
  useUnitOptionsQuery,
  useUpdateProposalMutation,
} from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { uploadAttachment } from '../files';
import { formatSize, UploadError } from '../../../shared/lib/upload';
import { i18nBundle } from '../i18n';
import { actionLabel, kindLabel, stateLabel } from '../labels';
import {
  ATTACHMENT_ACCEPT,
  AUTOSAVE_DELAY_MS,
  changedFields,
  contentOf,
  numberText,
  shouldAutosave,
  type TransitionAction,
} from '../logic';
import { useDebounced } from '../useDebounced';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(i18nBundle);

const EMPTY: ProposalContent = {
  title: '',
  analysis: '',
  suggestions: '',
  kind: 'individual',
  collectiveBody: null,
  categoryCode: null,
  suggestedUnitIds: [],
  publicity: 'public',
  privateReason: null,
  contactName: '',
  contactPhone: '',
  contactAddress: '',
};

/** /apps/proposals/new and /apps/proposals/:id/edit: the editor with autosave. */
export default function EditorPage() {
  const { id } = useParams();
  const { t } = useTranslation('proposals');
  const errorText = useErrorText();
  const query = useGetProposalQuery(id ?? '', { skip: !id });
  usePageTitle(id ? t('editTitle') : t('newTitle'));
  if (!id) return <Editor key="new" proposal={null} />;
  if (query.isLoading) return <Loading />;
  if (query.error || !query.data) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <Stack sx={{ flex: 1, p: { xs: 2, sm: 4 } }}>
        <Alert
          severity={notFound ? 'info' : 'error'}
          data-testid={notFound ? 'proposal-not-found' : undefined}
        >
          {notFound ? t('notFoundText') : t('loadError', { message: errorText(query.error) })}
        </Alert>
      </Stack>
    );
  }
  return <Editor key={query.data.id} proposal={query.data} />;
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'error'; message: string };

function Editor({ proposal }: { proposal: ProposalDetail | null }) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useUser();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const settings = useWorkflowSettingsQuery();
  const units = useUnitOptionsQuery();
  const [create] = useCreateProposalMutation();
  const [update] = useUpdateProposalMutation();
  const latest = useGetProposalQuery(proposal?.id ?? '', { skip: !proposal });
  const current = latest.data ?? proposal;

  const initial: ProposalContent = proposal
    ? contentOf(proposal)
    : { ...EMPTY, contactName: user.data.displayName ?? '' };
  const form = useForm<ProposalContent>({
    resolver: zodResolver(proposalContentSchema),
    defaultValues: initial,
    mode: 'onChange',
  });
  const { control, formState, reset } = form;
  const values = useWatch({ control }) as ProposalContent;
  const debouncedValues = useDebounced(values, AUTOSAVE_DELAY_MS);
  const saved = useRef<ProposalContent>(initial);
  const version = useRef<number>(proposal?.version ?? 0);
  const saving = useRef(false);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [action, setAction] = useState<{ name: TransitionAction; version: number } | null>(null);
  const canEdit = proposal ? proposal.canEdit : true;

  const inFlight = useRef<Promise<boolean> | null>(null);
  const created = useRef(false);

  /** Saves `content`, after any save still running, so the version sent is always the latest. */
  async function save(content: ProposalContent): Promise<boolean> {
    while (inFlight.current) await inFlight.current;
    const run = saveNow(content);
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }

  async function saveNow(content: ProposalContent): Promise<boolean> {
    const patch = changedFields(saved.current, content);
    const valid = proposalContentSchema.safeParse(content).success;
    if (!shouldAutosave({ canEdit, saving: saving.current, conflict, valid, patch })) return true;
    saving.current = true;
    setSaveState({ kind: 'saving' });
    try {
      if (!proposal) {
        if (created.current) return true; // the edit page of the new draft takes over
        const result = await create(content);
        if (result.data) {
          created.current = true;
          dispatch(showMessage({ message: t('draftCreated'), variant: 'success' }));
          void navigate(`/apps/proposals/${result.data.id}/edit`, { replace: true });
          return true;
        }
        setSaveState({ kind: 'error', message: errorText(result.error) ?? '' });
        return false;
      }
      const result = await update({ id: proposal.id, body: { ...patch, version: version.current } });
      if (result.data) {
        saved.current = contentOf(result.data);
        version.current = result.data.version;
        setSaveState({ kind: 'saved', at: new Date() });
        return true;
      }
      if (isApiError(result.error) && result.error.status === 409) {
        setConflict(true);
        const fresh = await latest.refetch();
        if (fresh.data) {
          saved.current = contentOf(fresh.data);
          version.current = fresh.data.version;
          reset(contentOf(fresh.data));
        }
        dispatch(showMessage({ message: t('conflict'), variant: 'warning' }));
        setConflict(false);
        setSaveState({ kind: 'idle' });
        return false;
      }
      setSaveState({ kind: 'error', message: errorText(result.error) ?? '' });
      return false;
    } finally {
      saving.current = false;
    }
  }

  // Autosave: once the typing pauses, send what changed.
  useEffect(() => {
    void save(debouncedValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a pause in typing triggers a save
  }, [debouncedValues]);

  // Keep the version current when something else (a transition, an upload) changed the proposal.
  useEffect(() => {
    if (latest.data && latest.data.version > version.current) version.current = latest.data.version;
  }, [latest.data]);

  const debouncedTitle = useDebounced(values.title ?? '', 400);
  const similar = useSimilarProposalsQuery(
    { q: debouncedTitle.trim(), excludeId: proposal?.id },
    { skip: debouncedTitle.trim().length < 2 },
  );

  const editorActions = (current?.allowedActions ?? []).filter(
    (name): name is TransitionAction => name === 'invite' || name === 'submit' || name === 'resubmit',
  );

  async function openAction(name: TransitionAction) {
    if (await save(form.getValues())) setAction({ name, version: version.current });
  }

  const statusText =
    saveState.kind === 'saving'
      ? t('saving')
      : saveState.kind === 'saved'
        ? t('savedAt', {
            time: saveState.at.toLocaleTimeString(language === 'en' ? 'en-GB' : 'zh-CN', {
              hour: '2-digit',
              minute: '2-digit',
              hour12: false,
            }),
          })
        : saveState.kind === 'error'
          ? t('saveFailed', { message: saveState.message })
          : formState.isDirty
            ? t('unsaved')
            : '';

  const textField = (
    name: 'title' | 'analysis' | 'suggestions' | 'contactName' | 'contactPhone' | 'contactAddress',
    options: { multiline?: boolean; required?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={t(name)}
          required={options.required}
          multiline={options.multiline}
          minRows={options.multiline ? 6 : undefined}
          disabled={!canEdit}
          error={Boolean(fieldState.error)}
          helperText={
            fieldError(fieldState.error) ??
            (options.multiline
              ? t('limit', { count: field.value.length, max: PROPOSAL_LIMITS[name] })
              : undefined)
          }
          slotProps={{ htmlInput: { maxLength: PROPOSAL_LIMITS[name] } }}
          fullWidth
        />
      )}
    />
  );

  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 } }} data-testid="proposal-editor">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {proposal ? t('editTitle') : t('newTitle')}
          {current && (
            <Typography component="span" color="text.secondary" sx={{ ml: 2 }}>
              {[numberText(current.number, language), stateLabel(current.state, language)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Typography>
        <Typography
          role="status"
          aria-live="polite"
          color={saveState.kind === 'error' ? 'error' : 'text.secondary'}
          data-testid="save-status"
        >
          {statusText}
        </Typography>
      </Stack>
      {!canEdit && <Alert severity="info">{t('readOnly')}</Alert>}
      {current?.state === 'returned' && current.reviewComment && (
        <Alert severity="warning">
          {t('reviewComment')}：{current.reviewComment}
        </Alert>
      )}

      <Card>
        <CardContent>
          <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
            {textField('title', { required: true })}
            {(similar.data?.items.length ?? 0) > 0 && (
              <Alert severity="info" data-testid="similar-proposals">
                <Typography sx={{ fontWeight: 600 }}>{t('similar')}</Typography>
                <List dense disablePadding>
                  {similar.data?.items.map((item) => (
                    <ListItem key={item.id} disableGutters>
                      <Link component={RouterLink} to={`/apps/proposals/${item.id}`} target="_blank">
                        {[item.sessionName, numberText(item.number, language), item.title]
                          .filter(Boolean)
                          .join(' ')}
                      </Link>
                      <Typography color="text.secondary" sx={{ ml: 1 }} variant="body2">
                        {stateLabel(item.state, language)}
                      </Typography>
                    </ListItem>
                  ))}
                </List>
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                name="kind"
                control={control}
                render={({ field }) => (
                  <TextField select label={t('kind')} {...field} disabled={!canEdit} sx={{ minWidth: 200 }}>
                    {PROPOSAL_KINDS.map((kind) => (
                      <MenuItem key={kind} value={kind}>
                        {kindLabel(kind, language)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="categoryCode"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    label={t('category')}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                    disabled={!canEdit}
                    sx={{ minWidth: 200 }}
                  >
                    <MenuItem value="">{t('noCategory')}</MenuItem>
                    {(settings.data?.categories ?? []).map((category) => (
                      <MenuItem key={category.code} value={category.code}>
                        {language === 'en' ? category.en : category.zh}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            {values.kind === 'collective' && (
              <Controller
                name="collectiveBody"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    label={t('collectiveBody')}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                    disabled={!canEdit}
                    error={Boolean(fieldState.error)}
                    helperText={fieldError(fieldState.error)}
                  />
                )}
              />
            )}
            {textField('analysis', { multiline: true, required: true })}
            {textField('suggestions', { multiline: true, required: true })}
            <Controller
              name="suggestedUnitIds"
              control={control}
              render={({ field, fieldState }) => {
                const options = units.data?.items ?? [];
                return (
                  <Autocomplete
                    multiple
                    options={options}
                    getOptionLabel={(option) => option.name}
                    value={options.filter((option) => field.value.includes(option.id))}
                    onChange={(_event, value) => field.onChange(value.map((option) => option.id))}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    disabled={!canEdit}
                    loading={units.isLoading}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('suggestedUnits')}
                        error={Boolean(fieldState.error)}
                        helperText={fieldError(fieldState.error)}
                      />
                    )}
                  />
                );
              }}
            />
            <Controller
              name="publicity"
              control={control}
              render={({ field }) => (
                <FormControl disabled={!canEdit}>
                  <FormLabel id="publicity-label">{t('publicity')}</FormLabel>
                  <RadioGroup row aria-labelledby="publicity-label" {...field}>
                    <FormControlLabel value="public" control={<Radio />} label={t('public')} />
                    <FormControlLabel value="private" control={<Radio />} label={t('private')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
            {values.publicity === 'private' && (
              <Controller
                name="privateReason"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    label={t('privateReason')}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                    disabled={!canEdit}
                    multiline
                    minRows={2}
                    error={Boolean(fieldState.error)}
                    helperText={fieldError(fieldState.error)}
                  />
                )}
              />
            )}
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('contact')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {textField('contactName')}
              {textField('contactPhone')}
            </Stack>
            {textField('contactAddress')}
          </Stack>
        </CardContent>
      </Card>

      {current && <Attachments proposal={current} canEdit={canEdit} />}

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {current && (
          <Button component={RouterLink} to={`/apps/proposals/${current.id}`}>
            {t('view')}
          </Button>
        )}
        {editorActions.map((name) => (
          <Button key={name} variant="contained" onClick={() => void openAction(name)} data-action={name}>
            {actionLabel(name, language)}
          </Button>
        ))}
      </Stack>

      {action && current && (
        <ActionDialog
          proposal={{ ...current, version: action.version }}
          action={action.name}
          onClose={() => setAction(null)}
          onDone={(result) => {
            setAction(null);
            dispatch(
              showMessage({
                message: t('actionDone', { action: actionLabel(action.name, language) }),
                variant: 'success',
              }),
            );
            if (result.state !== 'draft') void navigate(`/apps/proposals/${result.id}`);
          }}
          onConflict={() => {
            setAction(null);
            dispatch(showMessage({ message: t('conflict'), variant: 'warning' }));
            void latest.refetch();
          }}
        />
      )}
    </Stack>
  );
}

function Attachments({ proposal, canEdit }: { proposal: ProposalDetail; canEdit: boolean }) {
  const { t } = useTranslation('proposals');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const latest = useGetProposalQuery(proposal.id);
  const [remove] = useDeleteAttachmentMutation();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setUploadError(null);
    setUpload({ name: file.name, progress: 0 });
    try {
      await uploadAttachment(proposal.id, file, (progress) => setUpload({ name: file.name, progress }));
      void latest.refetch();
    } catch (error) {
      const message =
        error instanceof UploadError
          ? (error.serverMessage ?? t('uploadStatus', { status: error.status }))
          : String(error);
      setUploadError(t('uploadFailed', { message }));
    } finally {
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  }

  async function onDelete(attachment: Attachment) {
    const ok = await confirm({
      title: t('deleteAttachment', { name: attachment.fileName }),
      message: t('deleteAttachmentConfirm', { name: attachment.fileName }),
      confirmText: t('delete'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (!ok) return;
    const result = await remove({ proposalId: proposal.id, attachmentId: attachment.id });
    if ('error' in result && result.error)
      dispatch(showMessage({ message: errorText(result.error) ?? '', variant: 'error' }));
  }

  return (
    <Card component="section" aria-labelledby="editor-attachments">
      <CardContent>
        <Typography id="editor-attachments" variant="h6" component="h2">
          {t('attachments')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {t('uploadHint')}
        </Typography>
        {proposal.attachments.length === 0 ? (
          <Typography color="text.secondary">{t('noAttachments')}</Typography>
        ) : (
          <List dense>
            {proposal.attachments.map((attachment) => (
              <ListItem
                key={attachment.id}
                disableGutters
                secondaryAction={
                  canEdit && (
                    <IconButton
                      edge="end"
                      aria-label={t('deleteAttachment', { name: attachment.fileName })}
                      onClick={() => void onDelete(attachment)}
                    >
                      ✕
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={attachment.fileName} secondary={formatSize(attachment.size)} />
              </ListItem>
            ))}
          </List>
        )}
        {upload && (
          <Stack spacing={0.5} sx={{ my: 1 }}>
            <Typography variant="body2">{t('uploading', { name: upload.name })}</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(upload.progress * 100)}
              aria-label={t('uploading', { name: upload.name })}
            />
          </Stack>
        )}
        {uploadError && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {uploadError}
          </Alert>
        )}
        {canEdit && (
          <Button variant="outlined" component="label" disabled={Boolean(upload)}>
            {t('upload')}
            <input
              ref={input}
              type="file"
              hidden
              accept={ATTACHMENT_ACCEPT}
              onChange={(event) => void onFiles(event.target.files)}
            />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
