import type { Paragraph } from 'docx';
import {
  blank,
  bodyParagraphs,
  docx,
  documentTitle,
  indented,
  LINE,
  letterDate,
  line,
  packDocument,
  rightLine,
  run,
  SIZE,
} from '../../lib/docx-parts';

/* The reply letter (答复函) in the official layout of lib/docx-parts.ts (GB/T 9704). */

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

/** 「A类」: the class as written on the letter; an empty class prints nothing. */
export function classMark(resultClass: string): string {
  const value = resultClass.trim();
  if (!value) return '';
  return `「${value.endsWith('类') ? value : `${value}类`}」`;
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

function signature(input: ReplyLetterInput): Paragraph[] {
  // GB/T 9704: the date stands four characters from the right margin, the unit above it.
  const lines: Paragraph[] = [];
  if (input.unitName.trim()) lines.push(rightLine(input.unitName.trim(), 2));
  if (input.date.trim()) lines.push(rightLine(letterDate(input.date), 4));
  return lines;
}

/** The reply letter (答复函) as a DOCX file, laid out as a Chinese official letter. */
export async function buildReplyLetter(input: ReplyLetterInput): Promise<Buffer> {
  const { Paragraph } = docx();
  const contacts = contactLine(input);
  const children: Paragraph[] = [
    ...header(input),
    documentTitle(input.title),
    line(input.salutation.trim()),
    ...bodyParagraphs(input.body).map((text) => indented(text, { justified: true })),
    blank(),
    ...signature(input),
    // 四号, so the three items fit on one line of the type area.
    ...(contacts
      ? [blank(), new Paragraph({ spacing: LINE, children: [run(contacts, 'body', { size: SIZE.small })] })]
      : []),
  ];
  return packDocument({
    creator: input.unitName.trim() || 'CPPCC',
    title: input.title.trim(),
    sections: [{ children }],
  });
}

/** The stored name of a generated letter: 第12号提案答复函.docx, or 提案答复函.docx before numbering. */
export function replyLetterFileName(proposalNumber: number | null): string {
  return proposalNumber === null ? '提案答复函.docx' : `第${proposalNumber}号提案答复函.docx`;
}
