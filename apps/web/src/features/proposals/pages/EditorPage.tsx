import { zodResolver } from '@hookform/resolvers/zod';
import { proposalContentSchema, type ProposalContent, type ProposalDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError, isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useUser } from '../../../shared/session/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useCreateProposalMutation, useGetProposalQuery, useUpdateProposalMutation } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { EditorAttachments } from '../components/EditorAttachments';
import { EditorFields } from '../components/EditorFields';
import { ImportedCosigners } from '../components/ImportedCosigners';
import { WordImportButton } from '../components/WordImportButton';
import { i18nBundle } from '../i18n';
import { actionLabel, stateLabel } from '../labels';
import { editorActions, initialContent, saveStatusMessage, type SaveState } from '../lib/editorForm';
import {
  AUTOSAVE_DELAY_MS,
  changedFields,
  contentOf,
  numberText,
  shouldAutosave,
  type TransitionAction,
} from '../logic';
import { useDebounced } from '../useDebounced';
import { importedCosigners } from '../lib/wordImport';

registerBundle(i18nBundle);

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

function Editor({ proposal }: { proposal: ProposalDetail | null }) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useUser();
  /** Co-signers a Word import recognised: the invite dialog opens with the matched ones. */
  const [cosigners, setCosigners] = useState<ReturnType<typeof importedCosigners> | null>(null);
  const errorText = useErrorText();
  const [create] = useCreateProposalMutation();
  const [update] = useUpdateProposalMutation();
  const latest = useGetProposalQuery(proposal?.id ?? '', { skip: !proposal });
  const current = latest.data ?? proposal;

  const initial: ProposalContent = initialContent(proposal, user.data.displayName);
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
      if (isStaleVersion(result.error)) {
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

  const actions = editorActions(current?.allowedActions ?? []);

  async function openAction(name: TransitionAction) {
    if (await save(form.getValues())) setAction({ name, version: version.current });
  }

  const status = saveStatusMessage(saveState, formState.isDirty, language);
  const statusText = status ? t(status.key, status.params) : '';

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

      {canEdit && (
        <WordImportButton
          form={form}
          onProposers={(proposers) => setCosigners(importedCosigners({ proposers }, user.uid))}
        />
      )}
      {canEdit && cosigners && <ImportedCosigners cosigners={cosigners} />}

      <Card>
        <CardContent>
          <EditorFields control={control} values={values} canEdit={canEdit} proposalId={proposal?.id} />
        </CardContent>
      </Card>

      {current && <EditorAttachments proposal={current} canEdit={canEdit} />}

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {current && (
          <Button component={RouterLink} to={`/apps/proposals/${current.id}`}>
            {t('view')}
          </Button>
        )}
        {actions.map((name) => (
          <Button key={name} variant="contained" onClick={() => void openAction(name)} data-action={name}>
            {actionLabel(name, language)}
          </Button>
        ))}
      </Stack>

      {action && current && (
        <ActionDialog
          proposal={{ ...current, version: action.version }}
          action={action.name}
          invitees={action.name === 'invite' ? cosigners?.matched : undefined}
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
