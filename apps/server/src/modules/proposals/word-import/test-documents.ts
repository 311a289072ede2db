/**
 * Real Word files for the Word import's tests, written with the `docx` library (the reply letters' writer):
 * the layouts members actually send — headings as paragraphs, a two-column table form, bold labels with
 * Word's own numbered list and a co-signers' table — plus the broken files the import must refuse.
 */
import { deflateRawSync } from 'node:zlib';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  type FileChild,
} from 'docx';

export const SAMPLE = {
  title: '关于加快老旧小区加装电梯的提案',
  analysis: [
    '我市建成于2000年以前的老旧小区共1,286个，多数为六层以下住宅，没有电梯。',
    '老年住户上下楼困难，加装意愿强烈，但资金分摊和低层住户意见难以协调。',
  ],
  suggestions: [
    '简化加装电梯的审批流程，实行一窗受理。',
    '设立专项补贴资金，按户数给予补助。',
    '建立低层住户补偿协商机制。',
  ],
};

const pack = (children: FileChild[], numbering = false) =>
  Packer.toBuffer(
    new Document({
      ...(numbering
        ? {
            numbering: {
              config: [
                {
                  reference: 'suggestions',
                  levels: [
                    { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
                  ],
                },
              ],
            },
          }
        : {}),
      sections: [{ children }],
    }),
  );

const text = (value: string) => new Paragraph({ children: [new TextRun(value)] });
const labelled = (label: string, value: string) =>
  new Paragraph({ children: [new TextRun({ text: label, bold: true }), new TextRun(value)] });
const cell = (value: string) => new TableCell({ children: value.split('\n').map(text) });
const row = (...values: string[]) => new TableRow({ children: values.map(cell) });

/** Layout 1: a title, "一、案由" and "二、建议" as headings, typed numbers 1. 2. 3., labels in one line. */
export function headingsForm(names: { proposer: string; cosigners: string[] }): Promise<Buffer> {
  return pack([
    new Paragraph({ text: '政协第十五届委员会第三次会议提案', alignment: AlignmentType.CENTER }),
    new Paragraph({ text: SAMPLE.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: '一、案由', heading: HeadingLevel.HEADING_1 }),
    ...SAMPLE.analysis.map(text),
    new Paragraph({ text: '二、建议', heading: HeadingLevel.HEADING_1 }),
    ...SAMPLE.suggestions.map((item, index) => text(`${index + 1}. ${item}`)),
    labelled('提案人：', names.proposer),
    labelled('联名人：', names.cosigners.join('、')),
    text('2025年1月10日'),
  ]);
}

/** Layout 2: the committee's two-column table form, the proposer's row with a phone beside the name. */
export function tableForm(names: { proposer: string; cosigners: string[] }): Promise<Buffer> {
  return pack([
    new Paragraph({ text: '提案表', heading: HeadingLevel.HEADING_1 }),
    new Table({
      rows: [
        row('标题', SAMPLE.title),
        row('提案人', names.proposer, '联系电话', '13800138000'),
        row('联名人', names.cosigners.join('，')),
        row('案由', SAMPLE.analysis.join('\n')),
        row('建议', SAMPLE.suggestions.map((item, index) => `${index + 1}. ${item}`).join('\n')),
        row('通讯地址', '人民路1号'),
        row('备注', '请转交住建局'),
      ],
    }),
  ]);
}

/**
 * Layout 3: bold labels without headings ("提案标题：", "情况分析：", "具体建议："), suggestions in Word's own
 * numbered list, co-signers in a table with a header row, and a statistics table inside the analysis.
 */
export function boldLabelsForm(names: { proposer: string; cosigners: string[] }): Promise<Buffer> {
  return pack(
    [
      labelled('提案标题：', SAMPLE.title),
      labelled('提案人：', names.proposer),
      new Paragraph({ children: [new TextRun({ text: '情况分析：', bold: true })] }),
      ...SAMPLE.analysis.map(text),
      new Table({ rows: [row('年份', '加装数量'), row('2023', '120'), row('2024', '310')] }),
      new Paragraph({ children: [new TextRun({ text: '具体建议：', bold: true })] }),
      ...SAMPLE.suggestions.map(
        (item) => new Paragraph({ text: item, numbering: { reference: 'suggestions', level: 0 } }),
      ),
      new Paragraph({ children: [new TextRun({ text: '联名委员', bold: true })] }),
      new Table({
        rows: [row('姓名', '界别'), ...names.cosigners.map((name) => row(name, '经济界'))],
      }),
    ],
    true,
  );
}

/** A document the rules know nothing of: everything must come back as not placed. */
export function freeText(): Promise<Buffer> {
  return pack([text('会议纪要'), text('今天讨论了三件事。'), text('散会。')]);
}

/** A .docx whose zip is cut in half: what a broken download or a failing disk leaves. */
export async function damagedDocx(): Promise<Buffer> {
  const whole = await headingsForm({ proposer: '张三', cosigners: [] });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A plain text file renamed to .docx. */
export const renamedText = () => Buffer.from('关于加快老旧小区加装电梯的提案\n案由：……\n', 'utf8');

/**
 * A zip bomb: a small archive that names word/document.xml (so it passes for Word) and holds a part of
 * `size` zero bytes, deflated to about a thousandth of that; its directory declares only one byte.
 */
export function zipBomb(size: number): Buffer {
  const parts = [
    { name: 'word/document.xml', data: deflateRawSync(Buffer.from('<w:document/>')) },
    { name: 'word/media/bomb.bin', data: deflateRawSync(Buffer.alloc(size)) },
  ];
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(1, 22); // the lie: one byte unpacked
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(1, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    central.push(entry, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
