import type * as Docx from 'docx';
import type { IFontAttributesProperties, ISectionOptions, Paragraph, Table, TextRun } from 'docx';
import { lazyRequire } from './lazyRequire';

/**
 * The one layout of every Word document the server writes (reply letter, topic guide, duty report, unit
 * assessment report, compilation): page, fonts, runs, headings, tables, letterhead, footer and the document
 * itself. After GB/T 9704-2012 (党政机关公文格式): A4, margins 37/35/28/26 mm, body in 三号仿宋 on a fixed
 * 28 pt line (22 lines of 28 characters), title in 二号 centred, page numbers centred in the footer. Word has
 * no font fallback lists: each run names a Chinese font that ships with Windows (仿宋, 宋体, 黑体) and Times
 * New Roman for Latin text; other programs substitute their own.
 */

/** The DOCX writer, loaded with the first document (not at the server's start). */
export const docx = lazyRequire<typeof Docx>('docx');

const TWIPS_PER_MM = 1440 / 25.4;
export const mm = (value: number) => Math.round(value * TWIPS_PER_MM);
export const A4 = { width: mm(210), height: mm(297) };
export const MARGINS = { top: mm(37), bottom: mm(35), left: mm(28), right: mm(26) };
/** The type area's width (A4 less the left and right margins), in twips. */
export const TYPE_WIDTH = mm(210 - 28 - 26);

/** Half-points: 二号 22 pt, 三号 16 pt, 四号 14 pt. */
export const SIZE = { title: 44, body: 32, small: 28 } as const;
/** Twips of one 三号 character, for indents counted in characters. */
export const CHAR = 20 * 16;
// LineRuleType.EXACT
export const LINE = { line: 560, lineRule: 'exact' } as const;

const font = (eastAsia: string): IFontAttributesProperties => ({
  ascii: 'Times New Roman',
  hAnsi: 'Times New Roman',
  cs: 'Times New Roman',
  eastAsia,
});
export const FONTS = { body: font('仿宋'), title: font('宋体'), heading: font('黑体') } as const;

export type Part = 'body' | 'title' | 'heading';

/** Control characters (pasted from other programs) are not allowed in XML and would corrupt the file. */
export const xmlSafe = (text: string) => text.replace(/(?![\t\n\r])\p{Cc}/gu, '');

export function run(
  text: string,
  part: Part = 'body',
  options: { bold?: boolean; size?: number } = {},
): TextRun {
  return new (docx().TextRun)({
    text: xmlSafe(text),
    font: FONTS[part],
    size: options.size ?? (part === 'title' ? SIZE.title : SIZE.body),
    bold: options.bold,
  });
}

/** '2026-11-22' → '2026年11月22日' (GB/T 9704: Arabic numerals, no leading zeros). */
export function letterDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate.trim();
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
}

/** Non-empty paragraphs of a text; indentation typed by hand (spaces, full-width spaces) is dropped. */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter((line) => line.length > 0);
}

/** An empty line of the body's height. */
export const blank = () => new (docx().Paragraph)({ spacing: LINE, children: [] });

/** A line of text on the body's fixed line, not indented. */
export const line = (text: string) => new (docx().Paragraph)({ spacing: LINE, children: [run(text)] });

/** A section heading (一、…) in 黑体 on the body's line. */
export const heading = (text: string): Paragraph =>
  new (docx().Paragraph)({ spacing: LINE, children: [run(text, 'heading')] });

/** A body paragraph with its first line indented two characters. */
export function indented(text: string, options: { justified?: boolean } = {}): Paragraph {
  const { AlignmentType, Paragraph } = docx();
  return new Paragraph({
    alignment: options.justified ? AlignmentType.JUSTIFIED : undefined,
    spacing: LINE,
    // firstLineChars is what Word uses; firstLine serves readers that ignore it.
    indent: { firstLine: 2 * CHAR, firstLineChars: 200 },
    children: [run(text)],
  });
}

/**
 * The document's title, centred: 'official' is the letter's bold 二号 on its own taller line (a fixed 28 pt
 * would clip 二号 characters), 'plain' the title on the body's line.
 */
export function documentTitle(text: string, style: 'official' | 'plain' = 'official'): Paragraph {
  const { AlignmentType, LineRuleType, Paragraph } = docx();
  return style === 'official'
    ? new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { before: 280, after: 280, line: 700, lineRule: LineRuleType.EXACT },
        children: [run(text.trim(), 'title', { bold: true })],
      })
    : new Paragraph({ alignment: AlignmentType.CENTER, spacing: LINE, children: [run(text, 'title')] });
}

/** A line to the right, `chars` characters from the right margin (signature, date). */
export function rightLine(text: string, chars: number): Paragraph {
  const { AlignmentType, Paragraph } = docx();
  return new Paragraph({
    alignment: AlignmentType.RIGHT,
    spacing: LINE,
    indent: { right: chars * CHAR },
    children: [run(text)],
  });
}

/** The committee's letterhead (红头): the name in red over a red rule. */
export const LETTERHEAD = '中国人民政治协商会议市委员会';
const RED = 'C00000';

export function letterhead(): Paragraph {
  const { AlignmentType, BorderStyle, Paragraph, TextRun } = docx();
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: RED, space: 8 } },
    children: [
      new TextRun({ text: LETTERHEAD, font: FONTS.title, size: SIZE.title, bold: true, color: RED }),
    ],
  });
}

/**
 * A simple table over the type area's width with a repeated header row (in 黑体): text of `size`
 * half-points, centred or not, columns of `widths` percent when given.
 */
export function gridTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  options: { size: number; center?: boolean; widths?: readonly number[] },
): Table {
  const { AlignmentType, Paragraph, Table, TableCell, TableRow, WidthType } = docx();
  const cell = (text: string, header: boolean, index: number) => {
    const width = options.widths?.[index];
    return new TableCell({
      width: width === undefined ? undefined : { size: width, type: WidthType.PERCENTAGE },
      children: [
        new Paragraph({
          alignment: options.center ? AlignmentType.CENTER : undefined,
          children: [run(text, header ? 'heading' : 'body', { size: options.size })],
        }),
      ],
    });
  };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: headers.map((text, i) => cell(text, true, i)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text, i) => cell(text, false, i)) })),
    ],
  });
}

export function pageNumberFooter() {
  const { AlignmentType, Footer, PageNumber, Paragraph, TextRun } = docx();
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          // The bare number, not GB/T's "— 1 —": browser previews (docx-preview) leave fields empty, and
          // would show two lonely dashes.
          new TextRun({ font: FONTS.title, size: SIZE.small, children: [PageNumber.CURRENT] }),
        ],
      }),
    ],
  });
}

/** The A4 page with the official margins. */
export const PAGE = { size: A4, margin: { ...MARGINS, header: mm(15), footer: mm(28) } };

type Block = Paragraph | Table;

/**
 * The document as DOCX bytes: 三号仿宋 on the fixed line by default, A4 pages. Each section is its blocks;
 * sections have the page-number footer unless `footer: false` (a cover).
 */
export async function packDocument(options: {
  creator: string;
  title: string;
  sections: readonly { children: Block[]; footer?: boolean }[];
}): Promise<Buffer> {
  const { Document, Packer } = docx();
  const sections: ISectionOptions[] = options.sections.map((section) => ({
    properties: { page: PAGE },
    ...(section.footer === false ? {} : { footers: { default: pageNumberFooter() } }),
    children: section.children,
  }));
  const document = new Document({
    creator: options.creator,
    title: options.title,
    styles: {
      default: {
        document: {
          run: { font: FONTS.body, size: SIZE.body, language: { value: 'zh-CN', eastAsia: 'zh-CN' } },
          paragraph: { spacing: LINE },
        },
      },
    },
    sections,
  });
  return Packer.toBuffer(document);
}
