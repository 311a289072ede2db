import type { Paragraph } from 'docx';
import type { Topic } from '@cppcc/contracts';
import { blank, documentTitle, heading, indented, packDocument } from '../../lib/docx-parts';

/* The topic guide in the official layout of lib/docx-parts.ts, like the reply letter. */

/** 《十五届三次会议提案参考选题目录》 */
export const guideTitle = (sessionName: string) => `${sessionName}提案参考选题目录`;

export const guideFileName = (sessionName: string, extension: 'docx' | 'xlsx') =>
  `${guideTitle(sessionName)}.${extension}`.replace(/[\\/:*?"<>|[\]]/g, '_');

function topicParagraphs(topic: Topic, index: number): Paragraph[] {
  const paragraphs = [heading(`${index + 1}．${topic.title}`)];
  for (const line of topic.background.split(/\r?\n/).filter((part) => part.trim()))
    paragraphs.push(indented(line.trim()));
  if (topic.clues.length > 0)
    paragraphs.push(indented(`相关线索：${topic.clues.map((clue) => `“${clue.title}”`).join('、')}`));
  if (topic.sourceUnit.trim()) paragraphs.push(indented(`（提出单位：${topic.sourceUnit.trim()}）`));
  return paragraphs;
}

/** The published guide as a Word document: title, then each topic with its background, clues and unit. */
export async function buildGuideDocument(sessionName: string, topics: readonly Topic[]): Promise<Buffer> {
  const title = guideTitle(sessionName);
  const children: Paragraph[] = [documentTitle(title, 'plain'), blank(), ...topics.flatMap(topicParagraphs)];
  return packDocument({ creator: 'CPPCC', title, sections: [{ children }] });
}
