import Typography from '@mui/material/Typography';
import { publishedTopics } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { useTopicsQuery } from '../../../shared/api/sharedReads';
import { QueryError } from '../../../shared/ui/QueryError';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { lineItem, LineList } from '../../../shared/ui/LineList';

/**
 * The session's published topic guide (选题目录, issue 27): what the committee suggests writing about, as plain
 * LineList lines (its ~15 list items were ~60 components of the member landing's mount, issue 33 §1).
 */
export function TopicGuideCard() {
  const { t } = useTranslation('memberWorkbench');
  const guide = useTopicsQuery(undefined);
  const topics = publishedTopics(guide.data?.items ?? []);
  return (
    <SectionCard id="topics" title={t('topicGuide')}>
      {guide.error ? (
        <QueryError error={guide.error} onRetry={() => void guide.refetch()} />
      ) : guide.data && topics.length === 0 ? (
        <Typography color="textSecondary">{t('noTopics')}</Typography>
      ) : (
        <LineList data-testid="topic-guide">
          {topics.map((topic, index) =>
            lineItem(
              topic.id,
              `${index + 1}. ${topic.title}`,
              [
                topic.background,
                topic.clues.length > 0 &&
                  `${t('topicClues')}：${topic.clues.map((clue) => `“${clue.title}”`).join('、')}`,
                topic.sourceUnit && `${t('topicSource')}：${topic.sourceUnit}`,
              ]
                .filter(Boolean)
                .join(' '),
            ),
          )}
        </LineList>
      )}
    </SectionCard>
  );
}
