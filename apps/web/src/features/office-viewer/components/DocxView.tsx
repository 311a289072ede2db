import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { neutralizeLinks } from '../lib/links';
import { printJob } from '../lib/print';
import type { DocumentViewProps } from './types';
import { useVisiblePage } from './useVisiblePage';

const PAGE_SELECTOR = 'section.docx';

/** docx-preview's options: pages as in Word, images inline (the CSP allows data: images and fonts). */
const RENDER_OPTIONS = {
  className: 'docx',
  inWrapper: true,
  hideWrapperOnPrint: true,
  breakPages: true,
  ignoreLastRenderedPageBreak: true,
  useBase64URL: true,
  renderHeaders: true,
  renderFooters: true,
  renderFootnotes: true,
  renderEndnotes: true,
  // HTML chunks inside a DOCX would be shown in frames: not for documents from outside.
  renderAltChunks: false,
  experimental: false,
};

/** CSS length of a section's page box as docx-preview wrote it, e.g. `210mm`; '' when unknown. */
function pageSizeOf(section: HTMLElement | undefined): { width: string; height: string } {
  return { width: section?.style.width ?? '', height: section?.style.minHeight ?? '' };
}

/** A DOCX shown with docx-preview: the document's pages as HTML, zoomed with CSS. */
export function DocxView({ data, zoom, onReady, onPageChange, onFail, ref }: DocumentViewProps) {
  const { t } = useTranslation('officeViewer');
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const [pageCount, setPageCount] = useState(0);
  const ready = useEffectEvent(onReady);
  const fail = useEffectEvent(onFail);

  useEffect(() => {
    if (!host) return undefined;
    let cancelled = false;
    // A fresh element per run: a cancelled run may still be writing into its own, now detached, one.
    const element = document.createElement('div');
    host.replaceChildren(element);
    void (async () => {
      const { renderAsync } = await import('docx-preview');
      await renderAsync(data, element, undefined, RENDER_OPTIONS);
      if (cancelled) return;
      neutralizeLinks(element);
      const sections = element.querySelectorAll<HTMLElement>(PAGE_SELECTOR);
      const first = sections[0];
      setTarget(element);
      setPageCount(sections.length);
      ready({
        pageCount: sections.length,
        pageWidth: first ? parseFloat(getComputedStyle(first).width) : element.offsetWidth,
      });
    })().catch((error: unknown) => {
      if (!cancelled) fail(error);
    });
    return () => {
      cancelled = true;
      element.remove();
      setTarget(null);
    };
  }, [host, data]);

  useVisiblePage(target, PAGE_SELECTOR, pageCount, onPageChange);

  useImperativeHandle(
    ref,
    () => ({
      scrollToPage(page) {
        target?.querySelectorAll(PAGE_SELECTOR)[page - 1]?.scrollIntoView({ block: 'start' });
      },
      async print(title) {
        if (!target) return;
        const { width, height } = pageSizeOf(target.querySelector<HTMLElement>(PAGE_SELECTOR) ?? undefined);
        await printJob(
          {
            pageSize: width && height ? `${width} ${height}` : 'auto',
            // One sheet per section: no screen shadow or gaps, and a hair less than the sheet's height so
            // rounding never spills a blank page.
            css: `.docx-wrapper { background: none; padding: 0; }
.docx-wrapper > section.docx { box-shadow: none; margin: 0; break-after: page; ${
              height ? `min-height: 0 !important; height: calc(${height} - 1mm);` : ''
            } }
.docx-wrapper > section.docx:last-child { break-after: auto; }`,
            fill(body) {
              // The rendered pages with docx-preview's own <style> elements, copied as nodes (no re-parsing).
              for (const node of target.childNodes) body.append(body.ownerDocument.importNode(node, true));
            },
          },
          title,
        );
      },
    }),
    [target],
  );

  return (
    <Box
      ref={setHost}
      data-testid="docx-document"
      data-page-count={target ? pageCount : undefined}
      role="document"
      aria-label={t('document')}
      sx={{
        zoom,
        py: 2,
        // Our page background instead of docx-preview's grey frame; pages keep their shadow.
        // `safe`: a page wider than the screen overflows to the right, where it can be scrolled to.
        '& .docx-wrapper': { background: 'transparent', padding: 0, gap: 2, alignItems: 'safe center' },
        '& .docx-wrapper > section.docx': { marginBottom: 0, scrollMarginTop: 72 / zoom, flex: 'none' },
      }}
    />
  );
}
