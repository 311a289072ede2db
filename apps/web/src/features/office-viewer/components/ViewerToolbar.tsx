import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PrintIcon from '@mui/icons-material/Print';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM, zoomPercent } from '../lib/zoom';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';

export interface ViewerToolbarProps {
  name: string;
  /** 0 while the document is not shown (no page or zoom controls then). */
  pageCount: number;
  page: number;
  zoom: number;
  printing: boolean;
  onBack: () => void;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onZoomReset: () => void;
  onFitWidth: () => void;
  /** Absent when there is nothing to print (not loaded, unsupported type). */
  onPrint?: () => void;
  /** Absent until the file is loaded. */
  onDownload?: () => void;
}

function Action({ title, children }: { title: string; children: ReactElement }) {
  return (
    <LazyTooltip title={title}>
      <span>{children}</span>
    </LazyTooltip>
  );
}

/** The page number field: typed freely, applied on Enter or when leaving it, kept within the document. */
function PageField({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('officeViewer');
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(value)) onPage(Math.min(pageCount, Math.max(1, value)));
  };
  return (
    <InputBase
      value={draft ?? String(page)}
      onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
      onFocus={(event) => event.target.select()}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      inputProps={{
        'aria-label': t('pageNumber'),
        inputMode: 'numeric',
        'data-testid': 'viewer-page-input',
        style: { textAlign: 'center' },
      }}
      sx={{ width: 48, px: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14 }}
    />
  );
}

/** The viewer's bar: back, file name, pages, zoom, print and download. Stays on top while scrolling. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation('officeViewer');
  const { pageCount, page, zoom } = props;
  const shown = pageCount > 0;
  return (
    <Paper
      square
      elevation={2}
      role="toolbar"
      aria-label={t('toolbar')}
      data-testid="viewer-toolbar"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        '@media print': { display: 'none' },
      }}
    >
      <Action title={t('back')}>
        <IconButton onClick={props.onBack} aria-label={t('back')} size="small">
          <ArrowBackIcon />
        </IconButton>
      </Action>
      <Typography
        variant="subtitle1"
        component="h1"
        noWrap
        title={props.name}
        data-testid="viewer-file-name"
        sx={{ flex: '1 1 160px', minWidth: 0, fontWeight: 600 }}
      >
        {props.name}
      </Typography>

      {shown && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Action title={t('previousPage')}>
            <IconButton
              size="small"
              aria-label={t('previousPage')}
              disabled={page <= 1}
              onClick={() => props.onPage(page - 1)}
            >
              <NavigateBeforeIcon />
            </IconButton>
          </Action>
          <PageField page={page} pageCount={pageCount} onPage={props.onPage} />
          <Typography
            variant="body2"
            color="textSecondary"
            data-testid="viewer-page-count"
            data-count={pageCount}
            aria-live="polite"
          >
            <span aria-hidden="true">{t('pageOf', { count: pageCount })}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('pageStatus', { page, count: pageCount })}
            </Box>
          </Typography>
          <Action title={t('nextPage')}>
            <IconButton
              size="small"
              aria-label={t('nextPage')}
              disabled={page >= pageCount}
              onClick={() => props.onPage(page + 1)}
            >
              <NavigateNextIcon />
            </IconButton>
          </Action>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <Action title={t('zoomOut')}>
            <IconButton
              size="small"
              aria-label={t('zoomOut')}
              disabled={zoom <= MIN_ZOOM}
              onClick={props.onZoomOut}
            >
              <ZoomOutIcon />
            </IconButton>
          </Action>
          <LazyTooltip title={t('zoomLevel')}>
            <Button
              size="small"
              color="inherit"
              onClick={props.onZoomReset}
              aria-label={`${t('zoomLevel')} ${zoomPercent(zoom)}`}
              data-testid="viewer-zoom"
              sx={{ minWidth: 56 }}
            >
              {zoomPercent(zoom)}
            </Button>
          </LazyTooltip>
          <Action title={t('zoomIn')}>
            <IconButton
              size="small"
              aria-label={t('zoomIn')}
              disabled={zoom >= MAX_ZOOM}
              onClick={props.onZoomIn}
            >
              <ZoomInIcon />
            </IconButton>
          </Action>
          <Action title={t('fitWidth')}>
            <IconButton size="small" aria-label={t('fitWidth')} onClick={props.onFitWidth}>
              <FitScreenIcon />
            </IconButton>
          </Action>
        </Box>
      )}

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {props.onPrint && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={props.onPrint}
            loading={props.printing}
            disabled={!shown}
          >
            {t('print')}
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={props.onDownload}
          disabled={!props.onDownload}
        >
          {t('download')}
        </Button>
      </Box>
    </Paper>
  );
}
