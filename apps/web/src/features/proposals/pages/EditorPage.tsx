import { zodResolver } from '@hookform/resolvers/zod';
import { proposalContentSchema, type ProposalContent, type ProposalDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
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
import {
  proposalsApi,
  useCreateProposalMutation,
  useGetProposalQuery,
  useUpdateProposalMutation,
} from '../api';
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
  worthKeeping,
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const query = useGetProposalQuery(id ?? '', { skip: !id });
  /**
   * The draft this page's new editor created. Both editor routes share one page component (routes.ts), so
   * moving to the draft's edit URL keeps the same editor mounted: an open select stays open and nothing
   * typed while the draft was being created is lost (issue 34).
   */
  const [adopted, setAdopted] = useState<string | null>(null);
  usePageTitle(id ? t('editTitle') : t('newTitle'));
  if (!id || id === adopted) {
    return (
      <Editor
        key="new"
        proposal={id ? (query.data ?? null) : null}
        onCreated={(draft) => {
          void dispatch(proposalsApi.util.upsertQueryData('getProposal', draft.id, draft));
          setAdopted(draft.id);
          void navigate(`/apps/proposals/${draft.id}/edit`, { replace: true });
        }}
      />
    );
  }
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

interface EditorProps {
  proposal: ProposalDetail | null;
  /** A new draft was saved for the first time. */
  onCreated?: (draft: ProposalDetail) => void;
}

function Editor({ proposal, onCreated }: EditorProps) {
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
  /** The saved draft's id: set by the first save of a new one, before the page passes it down. */
  const savedId = useRef<string | null>(proposal?.id ?? null);

  /** Saves `content`, after any save still running, so the version sent is always the latest. */
  async function save(content: ProposalContent, keepalive = false): Promise<boolean> {
    while (inFlight.current) await inFlight.current;
    const run = saveNow(content, keepalive);
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }

  async function saveNow(content: ProposalContent, keepalive: boolean): Promise<boolean> {
    const patch = changedFields(saved.current, content);
    const valid = proposalContentSchema.safeParse(content).success;
    if (!shouldAutosave({ canEdit, saving: saving.current, conflict, valid, patch })) return true;
    const id = savedId.current;
    if (!id && !worthKeeping(content)) return true; // an abandoned start leaves no draft behind
    saving.current = true;
    setSaveState({ kind: 'saving' });
    try {
      if (!id) {
        const result = await create({ body: content, keepalive });
        if (result.data) {
          savedId.current = result.data.id;
          saved.current = contentOf(result.data);
          version.current = result.data.version;
          setSaveState({ kind: 'saved', at: new Date() });
          dispatch(showMessage({ message: t('draftCreated'), variant: 'success' }));
          onCreated?.(result.data);
          return true;
        }
        setSaveState({ kind: 'error', message: errorText(result.error) ?? '' });
        return false;
      }
      const body = { ...patch, version: version.current };
      const result = await update({ id, body, keepalive });
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

  // Leaving (another page, or the tab closing) saves what the pause in typing has not saved yet.
  const flush = useEffectEvent((keepalive: boolean) => void save(form.getValues(), keepalive));
  useEffect(() => {
    const onPageHide = () => flush(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush(false);
    };
  }, []);

  // Keep the version current when something else (a transition, an upload) changed the proposal.
  useEffect(() => {
    if (latest.data && latest.data.version > version.current) version.current = latest.data.version;
  }, [latest.data]);

  const actions = editorActions(current?.allowedActions ?? []);

  async function openAction(name: TransitionAction) {
    if (await save(form.getValues())) setAction({ name, version: version.current });
  }

  // A new form says when it becomes a draft, instead of "unsaved" over a title alone.
  const notYetDraft = !current && !worthKeeping(values);
  const status = saveStatusMessage(saveState, formState.isDirty, language, notYetDraft);
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
            <Typography component="span" color="textSecondary" sx={{ ml: 2 }}>
              {[numberText(current.number, language), stateLabel(current.state, language)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Typography>
        <Typography
          role="status"
          aria-live="polite"
          color={saveState.kind === 'error' ? 'error' : 'textSecondary'}
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
