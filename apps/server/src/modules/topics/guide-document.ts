import type * as Docx from 'docx';
import type { Paragraph } from 'docx';
import type { Topic } from '@cppcc/contracts';
import { lazyRequire } from '../../lib/lazyRequire';
import { A4, FONTS, LINE, MARGINS, mm, pageNumberFooter, run, SIZE } from '../reply-letter/letter';

/** The same DOCX writer and official-letter layout as the reply letter (reply-letter/letter.ts). */
const docx = lazyRequire<typeof Docx>('docx');

/** 《十五届三次会议提案参考选题目录》 */
export const guideTitle = (sessionName: string) => `${sessionName}提案参考选题目录`;

export const guideFileName = (sessionName: string, extension: 'docx' | 'xlsx') =>
  `${guideTitle(sessionName)}.${extension}`.replace(/[\\/:*?"<>|[\]]/g, '_');

function topicParagraphs(topic: Topic, index: number): Paragraph[] {
  const { Paragraph } = docx();
  const indent = { firstLine: 2 * 20 * 16 };
  const paragraphs = [
    new Paragraph({ spacing: LINE, children: [run(`${index + 1}．${topic.title}`, 'heading')] }),
  ];
  for (const line of topic.background.split(/\r?\n/).filter((part) => part.trim()))
    paragraphs.push(new Paragraph({ spacing: LINE, indent, children: [run(line.trim())] }));
  if (topic.clues.length > 0)
    paragraphs.push(
      new Paragraph({
        spacing: LINE,
        indent,
        children: [run(`相关线索：${topic.clues.map((clue) => `“${clue.title}”`).join('、')}`)],
      }),
    );
  if (topic.sourceUnit.trim())
    paragraphs.push(
      new Paragraph({ spacing: LINE, indent, children: [run(`（提出单位：${topic.sourceUnit.trim()}）`)] }),
    );
  return paragraphs;
}

/** The published guide as a Word document: title, then each topic with its background, clues and unit. */
export async function buildGuideDocument(sessionName: string, topics: readonly Topic[]): Promise<Buffer> {
  const { AlignmentType, Document, Packer, Paragraph } = docx();
  const title = guideTitle(sessionName);
  const children: Paragraph[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: LINE, children: [run(title, 'title')] }),
    new Paragraph({ spacing: LINE, children: [] }),
    ...topics.flatMap(topicParagraphs),
  ];
  const document = new Document({
    creator: 'CPPCC',
    title,
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
