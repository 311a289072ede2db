import type Mammoth from 'mammoth';
import { lazyRequire } from '../../../lib/lazyRequire';

const mammoth = lazyRequire<typeof Mammoth>('mammoth');

/** A paragraph of the document as the recognition rules see it. */
export interface ParagraphBlock {
  kind: 'paragraph';
  /** The text, with a Word list's number ("1. ") or bullet ("• ") written in front. */
  text: string;
  /** A heading or title style (Word's 标题 1…, Title). */
  heading: boolean;
  /** The leading bold text ("提案人：" of "提案人：张三"), '' when the paragraph starts plain. */
  boldLead: string;
}

/** A table: each row's cells as text (a cell's paragraphs joined by line breaks). */
export interface TableBlock {
  kind: 'table';
  rows: string[][];
}

export type Block = ParagraphBlock | TableBlock;

/** mammoth's document elements (its `transformDocument` hands them over untyped). */
interface Element {
  type: string;
  children?: Element[];
  value?: string;
  isBold?: boolean;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: { isOrdered?: boolean; level?: string } | null;
}

const isElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const childrenOf = (element: Element): Element[] =>
  Array.isArray(element.children) ? element.children.filter(isElement) : [];

const HEADING_STYLE = /^(heading|title|标题)/i;

/**
 * The document's paragraphs and tables in order, read by mammoth (images, comments and notes left out).
 * Throws when mammoth cannot read the document; the archive was checked before (zip-guard.ts).
 */
export async function readBlocks(bytes: Buffer): Promise<Block[]> {
  let root: unknown;
  await mammoth().convertToHtml(
    { buffer: bytes },
    {
      transformDocument: (document: unknown) => {
        root = document;
        // Only the element tree is needed: an empty body leaves mammoth no HTML (and no images) to write.
        return { ...(document as object), children: [] };
      },
    },
  );
  if (!isElement(root)) throw new Error('mammoth returned no document');
  return blocksOf(childrenOf(root));
}

function blocksOf(elements: Element[]): Block[] {
  const blocks: Block[] = [];
  const counters = new Map<string, number>();
  for (const element of elements) {
    if (element.type === 'table') {
      blocks.push({ kind: 'table', rows: rowsOf(element) });
      counters.clear();
    } else if (element.type === 'paragraph') {
      const paragraph = paragraphOf(element, counters);
      // A list's numbering goes on across empty lines, and restarts after any other text.
      if (!element.numbering && paragraph.text !== '') counters.clear();
      blocks.push(paragraph);
    } else {
      // Content wrapped in something else (a hyperlink or a content control around paragraphs).
      blocks.push(...blocksOf(childrenOf(element)));
    }
  }
  return blocks;
}

function paragraphOf(element: Element, counters: Map<string, number>): ParagraphBlock {
  const runs = collectRuns(element);
  const text = runs.map((run) => run.text).join('');
  let boldLead = '';
  for (const run of runs) {
    if (!run.bold) break;
    boldLead += run.text;
  }
  const style = `${element.styleName ?? ''} ${element.styleId ?? ''}`.trim();
  return {
    kind: 'paragraph',
    text: listMark(element, counters) + text.trim(),
    heading: HEADING_STYLE.test(style),
    boldLead: boldLead.trim(),
  };
}

/** "1. " for the n-th item of an ordered list level, "• " for a bullet; counting restarts after others. */
function listMark(element: Element, counters: Map<string, number>): string {
  const numbering = element.numbering;
  if (!numbering) return '';
  const level = numbering.level ?? '0';
  if (!numbering.isOrdered) return '• ';
  const next = (counters.get(level) ?? 0) + 1;
  counters.set(level, next);
  // A deeper level restarts when its parent moves on.
  for (const key of counters.keys()) if (Number(key) > Number(level)) counters.delete(key);
  return `${next}. `;
}

function collectRuns(element: Element): { text: string; bold: boolean }[] {
  const runs: { text: string; bold: boolean }[] = [];
  const walk = (node: Element, bold: boolean) => {
    if (node.type === 'text') runs.push({ text: node.value ?? '', bold });
    else if (node.type === 'tab') runs.push({ text: '\t', bold });
    else if (node.type === 'break') runs.push({ text: '\n', bold });
    else for (const child of childrenOf(node)) walk(child, node.type === 'run' ? Boolean(node.isBold) : bold);
  };
  walk(element, false);
  return runs.filter((run) => run.text !== '');
}

function rowsOf(table: Element): string[][] {
  return childrenOf(table)
    .filter((row) => row.type === 'tableRow')
    .map((row) =>
      childrenOf(row)
        .filter((cell) => cell.type === 'tableCell')
        .map((cell) =>
          blocksOf(childrenOf(cell))
            .map((block) =>
              block.kind === 'paragraph' ? block.text : block.rows.map((r) => r.join(' | ')).join('\n'),
            )
            .filter((text) => text.trim() !== '')
            .join('\n'),
        ),
    );
}
