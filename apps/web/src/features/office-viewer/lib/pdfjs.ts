// Loaded only through `import('./pdfjs')`: pdf.js and its worker never reach the entry or the page chunk.
import { GlobalWorkerOptions, getDocument, version, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export { TextLayer } from 'pdfjs-dist';
export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';

// The worker is a file of our own build (/assets/pdf.worker.min-<hash>.mjs), allowed by `worker-src 'self'`.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Where vite.pdfjs.ts puts pdf.js's data files (CMaps, standard fonts, wasm decoders). */
const assets = `/assets/pdfjs-${version}/`;

/** Opens a PDF from its bytes (pdf.js takes ownership of them). */
export function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data,
    cMapUrl: `${assets}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assets}standard_fonts/`,
    wasmUrl: `${assets}wasm/`,
    // The CSP forbids eval; pdf.js would try it for PDF functions and fall back, with console noise.
    isEvalSupported: false,
    enableXfa: false,
  }).promise;
}
