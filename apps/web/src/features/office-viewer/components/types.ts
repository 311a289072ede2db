import type { Ref } from 'react';

/** What the viewer page asks of a document view (PDF or DOCX). */
export interface DocumentViewHandle {
  /** Brings page `page` (1-based) to the top of the screen. */
  scrollToPage: (page: number) => void;
  /** Prints the document's pages and nothing else. */
  print: (title: string) => Promise<void>;
}

export interface DocumentViewProps {
  data: Uint8Array;
  /** 1 = the document's real size on screen (96 CSS px per inch). */
  zoom: number;
  /** Once shown: how many pages, and the first page's width in CSS px at zoom 1 (for "fit width"). */
  onReady: (info: { pageCount: number; pageWidth: number }) => void;
  /** The page most in view changed (1-based). */
  onPageChange: (page: number) => void;
  onFail: (error: unknown) => void;
  ref?: Ref<DocumentViewHandle>;
}
