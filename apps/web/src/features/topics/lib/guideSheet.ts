import type { Topic, TopicStatistics } from '@cppcc/contracts';
import type { SheetContent } from '../../../shared/lib/excel';

/** The column headings and state names of the guide's sheet, in the reader's language. */
export interface GuideSheetTexts {
  sheetName: string;
  position: string;
  title: string;
  state: string;
  background: string;
  sourceUnit: string;
  clues: string;
  received: string;
  drafts: string;
  stateName: (state: Topic['state']) => string;
}

/**
 * The topic guide as one Excel sheet (staff): every topic in guide order with its background, proposing
 * unit, related clues and the proposals that answer it (received by the committee, still being written).
 */
export function guideSheet(
  topics: readonly Topic[],
  counts: TopicStatistics,
  texts: GuideSheetTexts,
): SheetContent {
  const byTopic = new Map(counts.items.map((item) => [item.topicId, item]));
  return {
    sheetName: texts.sheetName,
    headers: [
      texts.position,
      texts.title,
      texts.state,
      texts.background,
      texts.sourceUnit,
      texts.clues,
      texts.received,
      texts.drafts,
    ],
    kinds: ['count', 'text', 'text', 'text', 'text', 'text', 'count', 'count'],
    values: [...topics]
      .sort((a, b) => a.position - b.position)
      .map((topic) => [
        topic.position,
        topic.title,
        texts.stateName(topic.state),
        topic.background,
        topic.sourceUnit,
        topic.clues.map((clue) => clue.title).join('；'),
        byTopic.get(topic.id)?.received ?? 0,
        byTopic.get(topic.id)?.drafts ?? 0,
      ]),
  };
}
