import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask, TextLayer } from '../lib/pdfjs';
import { printJob } from '../lib/print';
import type { DocumentViewProps } from './types';
import { useVisiblePage } from './useVisiblePage';

// pdf.js is loaded here, on demand, never by the page module itself.
const loadPdfjs = () => import('../lib/pdfjs');

/** PDF units are points (1/72 in); zoom 1 shows a page at its real size in CSS px (1/96 in). */
const CSS_PX_PER_PT = 96 / 72;
/** Beyond this many canvas pixels browsers get slow or refuse; the page is then drawn less sharply. */
const MAX_CANVAS_PIXELS = 16_777_216;
/** Printed pages are drawn at 150 dpi: sharp on paper without huge images. */
const PRINT_SCALE = 150 / 72;
/** Pages this far outside the screen are drawn ahead of scrolling; farther ones are dropped again. */
const RENDER_MARGIN = '1200px 0px';

interface Size {
  width: number;
  height: number;
}

const isCancellation = (error: unknown) =>
  error instanceof Error && (error.name === 'RenderingCancelledException' || error.name === 'AbortException');

/** Device pixels per CSS pixel for this page: the screen's ratio, less for huge pages. */
function outputRatio(size: Size): number {
  const ratio = window.devicePixelRatio || 1;
  const pixels = size.width * size.height * ratio * ratio;
  return pixels > MAX_CANVAS_PIXELS ? Math.sqrt(MAX_CANVAS_PIXELS / (size.width * size.height)) : ratio;
}

async function renderForPrint(pdf: PDFDocumentProxy): Promise<{ url: string; size: Size }[]> {
  const pages: { url: string; size: Size }[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: PRINT_SCALE });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport, intent: 'print' }).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
      if (!blob) throw new Error('canvas.toBlob failed');
      const points = page.getViewport({ scale: 1 });
      pages.push({ url: URL.createObjectURL(blob), size: { width: points.width, height: points.height } });
      page.cleanup();
    }
  } catch (error) {
    for (const page of pages) URL.revokeObjectURL(page.url);
    throw error;
  }
  return pages;
}

/** A PDF shown with pdf.js: every page a canvas plus a selectable text layer, drawn when near the screen. */
export function PdfView({ data, zoom, onReady, onPageChange, onFail, ref }: DocumentViewProps) {
  const { t } = useTranslation('officeViewer');
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [estimate, setEstimate] = useState<Size>({ width: 0, height: 0 });
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const ready = useEffectEvent(onReady);
  const fail = useEffectEvent(onFail);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    void (async () => {
      const { openPdf } = await loadPdfjs();
      // A copy: pdf.js hands the buffer over to its worker, and the page keeps `data` for downloading.
      const doc = await openPdf(data.slice());
      opened = doc;
      if (cancelled) return void (await doc.destroy());
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: CSS_PX_PER_PT });
      if (cancelled) return;
      setEstimate({ width: viewport.width, height: viewport.height });
      setPdf(doc);
      ready({ pageCount: doc.numPages, pageWidth: viewport.width });
    })().catch((error: unknown) => {
      if (!cancelled) fail(error);
    });
    return () => {
      cancelled = true;
      setPdf(null);
      void opened?.destroy();
    };
  }, [data]);

  useVisiblePage(container, '[data-page-number]', pdf?.numPages ?? 0, onPageChange);

  useImperativeHandle(
    ref,
    () => ({
      scrollToPage(page) {
        container?.querySelector(`[data-page-number="${page}"]`)?.scrollIntoView({ block: 'start' });
      },
      async print(title) {
        if (!pdf) return;
        const pages = await renderForPrint(pdf);
        const first = pages[0]?.size;
        await printJob(
          {
            pageSize: first ? `${first.width}pt ${first.height}pt` : 'auto',
            css: 'img { display: block; break-after: page; } img:last-child { break-after: auto; }',
            fill(body) {
              for (const page of pages) {
                const image = body.ownerDocument.createElement('img');
                image.src = page.url;
                image.alt = '';
                image.style.width = `${page.size.width}pt`;
                image.style.height = `${page.size.height}pt`;
                body.append(image);
              }
            },
            cleanup: () => pages.forEach((page) => URL.revokeObjectURL(page.url)),
          },
          title,
        );
      },
    }),
    [pdf, container],
  );

  return (
    <Box
      ref={setContainer}
      data-testid="pdf-document"
      data-page-count={pdf?.numPages}
      aria-label={t('document')}
      role="document"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // `safe`: a page wider than the screen overflows to the right, where it can be scrolled to.
        alignItems: 'safe center',
        gap: 2,
        py: 2,
        px: 1,
        // The text layer: transparent text over the canvas, so it can be selected, searched and read aloud.
        '& .textLayer': {
          position: 'absolute',
          inset: 0,
          overflow: 'clip',
          lineHeight: 1,
          textAlign: 'initial',
          transformOrigin: '0 0',
          textSizeAdjust: 'none',
          forcedColorAdjust: 'none',
          zIndex: 1,
          '--min-font-size': 1,
          '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
          '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
        },
        '& .textLayer :is(span, br)': {
          color: 'transparent',
          position: 'absolute',
          whiteSpace: 'pre',
          cursor: 'text',
          transformOrigin: '0% 0%',
        },
        '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
          zIndex: 1,
          '--font-height': 0,
          fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
          '--scale-x': 1,
          '--rotate': '0deg',
          transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
        },
        '& .textLayer .markedContent': { display: 'contents' },
        '& .textLayer ::selection': { background: 'rgba(0, 0, 255, 0.25)' },
        '& .textLayer br::selection': { background: 'transparent' },
        '& .textLayer .endOfContent': {
          display: 'block',
          position: 'absolute',
          inset: '100% 0 0',
          zIndex: 0,
          cursor: 'default',
          userSelect: 'none',
        },
      }}
    >
      {pdf &&
        Array.from({ length: pdf.numPages }, (_, index) => (
          <PdfPage key={index} pdf={pdf} pageNumber={index + 1} zoom={zoom} estimate={estimate} />
        ))}
    </Box>
  );
}

function PdfPage({
  pdf,
  pageNumber,
  zoom,
  estimate,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  estimate: Size;
}) {
  const { t } = useTranslation('officeViewer');
  const pageBox = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  /** The page's own size at zoom 1, once pdf.js has read it (pages may differ from the first). */
  const [size, setSize] = useState<Size | null>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = pageBox.current;
    if (!box) return undefined;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      rootMargin: RENDER_MARGIN,
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const box = pageBox.current;
    const canvasTarget = canvasHost.current;
    const textTarget = textHost.current;
    if (!box || !canvasTarget || !textTarget) return undefined;
    if (!near) {
      // Far from the screen: free the canvas memory; it is drawn again when it comes back.
      canvasTarget.replaceChildren();
      textTarget.replaceChildren();
      delete box.dataset.rendered;
      return undefined;
    }
    let cancelled = false;
    let task: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    let page: PDFPageProxy | null = null;
    void (async () => {
      const [pdfjs, loaded] = await Promise.all([loadPdfjs(), pdf.getPage(pageNumber)]);
      page = loaded;
      if (cancelled) return;
      const natural = page.getViewport({ scale: CSS_PX_PER_PT });
      setSize({ width: natural.width, height: natural.height });
      const viewport = page.getViewport({ scale: CSS_PX_PER_PT * zoom });
      const ratio = outputRatio(viewport);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%' });
      task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      // Swapped in only when drawn, so zooming shows the stretched old canvas instead of a blank page.
      canvasTarget.replaceChildren(canvas);
      textTarget.replaceChildren();
      textLayer = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container: textTarget,
        viewport,
      });
      await textLayer.render();
      if (!cancelled) box.dataset.rendered = 'true';
    })().catch((error: unknown) => {
      if (cancelled || isCancellation(error)) return;
      box.dataset.rendered = 'error';
      console.warn(`PDF page ${pageNumber} could not be drawn`, error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
      page?.cleanup();
    };
  }, [near, pdf, pageNumber, zoom]);

  const shown = size ?? estimate;
  return (
    <Box
      ref={pageBox}
      data-testid="pdf-page"
      data-page-number={pageNumber}
      role="group"
      aria-label={t('pageLabel', { page: pageNumber })}
      style={{ '--total-scale-factor': CSS_PX_PER_PT * zoom } as CSSProperties}
      sx={{
        position: 'relative',
        flex: 'none',
        width: shown.width * zoom,
        height: shown.height * zoom,
        bgcolor: 'common.white',
        boxShadow: 3,
        scrollMarginTop: 72,
      }}
    >
      <Box ref={canvasHost} sx={{ position: 'absolute', inset: 0 }} />
      <div ref={textHost} className="textLayer" />
    </Box>
  );
}
