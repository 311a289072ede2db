import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { unauthorized } from '../../../shared/session/expire';
import { useAppDispatch } from '../../../shared/store/hooks';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { DocxView } from '../components/DocxView';
import { PdfView } from '../components/PdfView';
import type { DocumentViewHandle } from '../components/types';
import { ViewerToolbar } from '../components/ViewerToolbar';
import { i18nBundle } from '../i18n';
import { saveBytes } from '../lib/download';
import { DocumentLoadError, fetchDocument, type LoadedDocument } from '../lib/fetchDocument';
import { documentKind, parseViewerQuery, type DocumentKind } from '../lib/source';
import { fitWidthZoom, initialZoom, zoomIn, zoomOut } from '../lib/zoom';

registerBundle(i18nBundle);

const LANDING = '/apps/index';
/** Room beside the page inside the document area (its padding), for "fit width". */
const SIDE_ROOM = 32;

/** `/officeapps/view?src=/api/…&name=…`: a stored PDF or DOCX shown in the page (issue 6). */
export default function ViewerPage() {
  const { t } = useTranslation('officeViewer');
  const [params] = useSearchParams();
  const query = useMemo(() => parseViewerQuery(params, window.location.origin), [params]);
  usePageTitle(query.ok ? query.name : t('pageTitle'));
  if (!query.ok) {
    return (
      <Frame name={t('pageTitle')}>
        <Problem
          text={t(query.reason === 'missing' ? 'missingSource' : 'badSource')}
          testId="viewer-bad-source"
        />
      </Frame>
    );
  }
  return <Viewer key={query.src} src={query.src} name={query.name} />;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: DocumentLoadError }
  | { state: 'loaded'; document: LoadedDocument; kind: DocumentKind };

function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries: go back only when there is a page of ours to return to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(LANDING);
  }, [navigate]);
}

/** The toolbar alone, for pages that have no document to show. */
function Frame({ name, children }: { name: string; children: ReactNode }) {
  const back = useBack();
  const noop = () => undefined;
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <ViewerToolbar
        name={name}
        pageCount={0}
        page={1}
        zoom={1}
        printing={false}
        onBack={back}
        onPage={noop}
        onZoomIn={noop}
        onZoomOut={noop}
        onZoomReset={noop}
        onFitWidth={noop}
      />
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880, width: '100%', mx: 'auto' }}>{children}</Box>
    </Box>
  );
}

function Problem({
  text,
  detail,
  testId,
  action,
}: {
  text: string;
  detail?: string;
  testId: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('officeViewer');
  return (
    <Alert severity="error" role="alert" data-testid={testId} action={action}>
      <AlertTitle>{t('errorTitle')}</AlertTitle>
      <Typography>{text}</Typography>
      {detail && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      )}
    </Alert>
  );
}

function Viewer({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation('officeViewer');
  const dispatch = useAppDispatch();
  const back = useBack();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ pageCount: number; pageWidth: number } | null>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [printing, setPrinting] = useState(false);
  const view = useRef<DocumentViewHandle>(null);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDocument(src, controller.signal).then(
      (document) =>
        setLoad({
          state: 'loaded',
          document,
          kind: documentKind(document.bytes, document.contentType, name),
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure =
          error instanceof DocumentLoadError ? error : new DocumentLoadError('network', 0, null);
        setLoad({ state: 'failed', error: failure });
        // As for every API call: a 401 ends the session, and the guard brings the user back after sign-in.
        if (failure.status === 401) dispatch(unauthorized());
      },
    );
    return () => controller.abort();
  }, [src, name, attempt, dispatch]);

  const loaded = load.state === 'loaded' ? load.document : null;
  const viewable = load.state === 'loaded' && load.kind !== 'other' && !renderFailed;
  const available = () => (area.current?.clientWidth ?? window.innerWidth) - SIDE_ROOM;

  const onReady = useCallback((info: { pageCount: number; pageWidth: number }) => {
    setShown(info);
    setZoom(initialZoom((area.current?.clientWidth ?? window.innerWidth) - SIDE_ROOM, info.pageWidth));
  }, []);
  const onFail = useCallback((error: unknown) => {
    console.warn('The document could not be displayed', error);
    setRenderFailed(true);
  }, []);

  const download = loaded ? () => saveBytes(loaded.bytes, loaded.contentType, name) : undefined;

  async function print() {
    if (!view.current || printing) return;
    setPrinting(true);
    try {
      await view.current.print(name);
    } catch (error) {
      console.warn('Printing failed', error);
      dispatch(showMessage({ message: t('printFailed'), variant: 'error' }));
    } finally {
      setPrinting(false);
    }
  }

  // Ctrl+P / ⌘P prints the document rather than the page around it.
  const printShortcut = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p' && viewable && shown) {
      event.preventDefault();
      void print();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => printShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function goTo(target: number) {
    setPage(target);
    view.current?.scrollToPage(target);
  }

  const viewProps = {
    zoom,
    onReady,
    onFail,
    onPageChange: setPage,
    ref: view,
  };

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'action.hover' }}>
      <ViewerToolbar
        name={name}
        pageCount={viewable && shown ? shown.pageCount : 0}
        page={page}
        zoom={zoom}
        printing={printing}
        onBack={back}
        onPage={goTo}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onZoomReset={() => setZoom(1)}
        onFitWidth={() => shown && setZoom(fitWidthZoom(available(), shown.pageWidth))}
        onPrint={viewable ? () => void print() : undefined}
        onDownload={download}
      />
      <Box ref={area} sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }} data-testid="viewer-area">
        {load.state === 'loading' && (
          <Stack role="status" spacing={2} sx={{ py: 8, alignItems: 'center' }} data-testid="viewer-loading">
            <CircularProgress aria-label={t('loading')} />
            <Typography color="textSecondary">{t('loading')}</Typography>
          </Stack>
        )}

        {load.state === 'failed' && (
          <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880, mx: 'auto' }}>
            <Problem
              testId="viewer-error"
              text={
                load.error.problem === 'failed'
                  ? t('failed', { status: load.error.status })
                  : t(load.error.problem)
              }
              detail={
                load.error.serverMessage ? t('serverSaid', { message: load.error.serverMessage }) : undefined
              }
              action={
                load.error.problem === 'failed' || load.error.problem === 'network' ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      setLoad({ state: 'loading' });
                      setAttempt((value) => value + 1);
                    }}
                  >
                    {t('retry')}
                  </Button>
                ) : undefined
              }
            />
          </Box>
        )}

        {load.state === 'loaded' && !viewable && (
          <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880, mx: 'auto' }}>
            <Alert
              severity={renderFailed ? 'error' : 'info'}
              data-testid={renderFailed ? 'viewer-render-failed' : 'viewer-unsupported'}
              action={
                <Button color="inherit" size="small" onClick={download}>
                  {t('download')}
                </Button>
              }
            >
              {renderFailed ? t('renderFailed') : t('unsupported', { name })}
            </Alert>
          </Box>
        )}

        {viewable && !shown && (
          <Box role="status" sx={{ px: 2, pt: 2 }} data-testid="viewer-rendering">
            <Typography color="textSecondary" sx={{ mb: 1, textAlign: 'center' }}>
              {t('rendering')}
            </Typography>
            <LinearProgress sx={{ maxWidth: 320, mx: 'auto' }} />
          </Box>
        )}
        {viewable && load.kind === 'pdf' && <PdfView data={load.document.bytes} {...viewProps} />}
        {viewable && load.kind === 'docx' && <DocxView data={load.document.bytes} {...viewProps} />}
      </Box>
    </Box>
  );
}
