import type * as Docx from 'docx';
import type { IFontAttributesProperties, Paragraph, TextRun } from 'docx';
import { lazyRequire } from '../../lib/lazyRequire';

/** The DOCX writer, loaded with the first letter (not at the server's start). */
const docx = lazyRequire<typeof Docx>('docx');

/** The reply's fields as the letter prints them (the caller has already checked and trimmed them). */
export interface ReplyLetterInput {
  title: string;
  /** The class letter, e.g. 'A'. */
  resultClass: string;
  /** e.g. '所提问题已解决或采纳' */
  resultClassLabel: string;
  /** e.g. '张三委员：' */
  salutation: string;
  /** Paragraphs separated by newlines (blank lines allowed). */
  body: string;
  unitName: string;
  signingLeader: string;
  /** YYYY-MM-DD */
  date: string;
  contactPerson: string;
  contactPhone: string;
  docNumber: string;
}

/*
 * Layout after GB/T 9704-2012 (党政机关公文格式): A4, margins 37/35/28/26 mm, body in 三号仿宋 on a fixed
 * 28 pt line (22 lines of 28 characters), title in 二号 centred, signature and date to the right, page
 * numbers centred in the footer. Word has no font fallback lists: each run names a Chinese font that ships with
 * Windows (仿宋, 宋体, 黑体) and Times New Roman for Latin text; other programs substitute their own.
 */
const TWIPS_PER_MM = 1440 / 25.4;
export const mm = (value: number) => Math.round(value * TWIPS_PER_MM);
export const A4 = { width: mm(210), height: mm(297) };
export const MARGINS = { top: mm(37), bottom: mm(35), left: mm(28), right: mm(26) };

/** Half-points: 二号 22 pt, 三号 16 pt, 四号 14 pt. */
export const SIZE = { title: 44, body: 32, small: 28 } as const;
/** Twips of one 三号 character, for indents counted in characters. */
const CHAR = 20 * 16;
// LineRuleType.EXACT
export const LINE = { line: 560, lineRule: 'exact' } as const;

const font = (eastAsia: string): IFontAttributesProperties => ({
  ascii: 'Times New Roman',
  hAnsi: 'Times New Roman',
  cs: 'Times New Roman',
  eastAsia,
});
export const FONTS = { body: font('仿宋'), title: font('宋体'), heading: font('黑体') } as const;

type Part = 'body' | 'title' | 'heading';

/** Control characters (pasted from other programs) are not allowed in XML and would corrupt the file. */
const xmlSafe = (text: string) => text.replace(/(?![\t\n\r])\p{Cc}/gu, '');

export function run(text: string, part: Part = 'body', options: { bold?: boolean; size?: number } = {}): TextRun {
  return new (docx().TextRun)({
    text: xmlSafe(text),
    font: FONTS[part],
    size: options.size ?? (part === 'title' ? SIZE.title : SIZE.body),
    bold: options.bold,
  });
}

const blank = () => new (docx().Paragraph)({ spacing: LINE, children: [] });

/** 「A类」: the class as written on the letter; an empty class prints nothing. */
export function classMark(resultClass: string): string {
  const value = resultClass.trim();
  if (!value) return '';
  return `「${value.endsWith('类') ? value : `${value}类`}」`;
}

/** '2026-11-22' → '2026年11月22日' (GB/T 9704: Arabic numerals, no leading zeros). */
export function letterDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate.trim();
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
}

/** Non-empty paragraphs of the body; indentation typed by hand (spaces, full-width spaces) is dropped. */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter((line) => line.length > 0);
}

/** The footer line: 签发人、联系人、联系电话, leaving out whichever is empty. */
export function contactLine(
  input: Pick<ReplyLetterInput, 'signingLeader' | 'contactPerson' | 'contactPhone'>,
) {
  const items: [string, string][] = [
    ['签发人', input.signingLeader],
    ['联系人', input.contactPerson],
    ['联系电话', input.contactPhone],
  ];
  return items
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label}：${value.trim()}`)
    .join('\u3000\u3000');
}

function header(input: ReplyLetterInput): Paragraph[] {
  const { AlignmentType, Paragraph } = docx();
  const paragraphs: Paragraph[] = [];
  const mark = classMark(input.resultClass);
  if (mark) {
    paragraphs.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        spacing: LINE,
        children: [run(mark, 'heading', { bold: true })],
      }),
    );
    if (input.resultClassLabel.trim()) {
      paragraphs.push(
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          spacing: LINE,
          children: [run(`（${input.resultClassLabel.trim()}）`, 'body', { size: SIZE.small })],
        }),
      );
    }
  }
  if (input.docNumber.trim()) {
    paragraphs.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        spacing: LINE,
        children: [run(input.docNumber.trim())],
      }),
    );
  }
  return paragraphs;
}

function title(text: string): Paragraph {
  const { AlignmentType, LineRuleType, Paragraph } = docx();
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    // The title's lines are taller than the body's; a fixed 28 pt would clip 二号 characters.
    spacing: { before: 280, after: 280, line: 700, lineRule: LineRuleType.EXACT },
    children: [run(text.trim(), 'title', { bold: true })],
  });
}

function bodyParagraph(text: string): Paragraph {
  const { AlignmentType, Paragraph } = docx();
  return new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: LINE,
    // firstLineChars is what Word uses; firstLine serves readers that ignore it.
    indent: { firstLine: 2 * CHAR, firstLineChars: 200 },
    children: [run(text)],
  });
}

function signature(input: ReplyLetterInput): Paragraph[] {
  const { AlignmentType, Paragraph } = docx();
  // GB/T 9704: the date stands four characters from the right margin, the unit above it.
  const right = (text: string, chars: number) =>
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: LINE,
      indent: { right: chars * CHAR },
      children: [run(text)],
    });
  const lines: Paragraph[] = [];
  if (input.unitName.trim()) lines.push(right(input.unitName.trim(), 2));
  if (input.date.trim()) lines.push(right(letterDate(input.date), 4));
  return lines;
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

/** The reply letter (答复函) as a DOCX file, laid out as a Chinese official letter. */
export async function buildReplyLetter(input: ReplyLetterInput): Promise<Buffer> {
  const { Document, Packer, Paragraph } = docx();
  const contacts = contactLine(input);
  const children: Paragraph[] = [
    ...header(input),
    title(input.title),
    new Paragraph({ spacing: LINE, children: [run(input.salutation.trim())] }),
    ...bodyParagraphs(input.body).map(bodyParagraph),
    blank(),
    ...signature(input),
    // 四号, so the three items fit on one line of the type area.
    ...(contacts
      ? [blank(), new Paragraph({ spacing: LINE, children: [run(contacts, 'body', { size: SIZE.small })] })]
      : []),
  ];
  const document = new Document({
    creator: input.unitName.trim() || 'CPPCC',
    title: input.title.trim(),
    styles: {
      default: {
        document: {
          run: { font: FONTS.body, size: SIZE.body, language: { value: 'zh-CN', eastAsia: 'zh-CN' } },
          paragraph: { spacing: LINE },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: A4, margin: { ...MARGINS, header: mm(15), footer: mm(28) } } },
        footers: { default: pageNumberFooter() },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The stored name of a generated letter: 第12号提案答复函.docx, or 提案答复函.docx before numbering. */
export function replyLetterFileName(proposalNumber: number | null): string {
  return proposalNumber === null ? '提案答复函.docx' : `第${proposalNumber}号提案答复函.docx`;
}
