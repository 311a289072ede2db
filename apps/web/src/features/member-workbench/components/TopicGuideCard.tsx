import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { publishedTopics } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { useTopicsQuery } from '../../../shared/api/sharedReads';
import { QueryError } from '../../../shared/ui/QueryError';
import { SectionCard } from '../../../shared/ui/SectionCard';

/** The session's published topic guide (选题目录, issue 27): what the committee suggests writing about. */
export function TopicGuideCard() {
  const { t } = useTranslation('memberWorkbench');
  const guide = useTopicsQuery(undefined);
  const topics = publishedTopics(guide.data?.items ?? []);
  return (
    <SectionCard id="topics" title={t('topicGuide')}>
      {guide.error ? (
        <QueryError error={guide.error} onRetry={() => void guide.refetch()} />
      ) : guide.data && topics.length === 0 ? (
        <Typography color="text.secondary">{t('noTopics')}</Typography>
      ) : (
        <List dense data-testid="topic-guide">
          {topics.map((topic, index) => (
            <ListItem key={topic.id} disableGutters>
              <ListItemText
                primary={`${index + 1}. ${topic.title}`}
                secondary={[
                  topic.background,
                  topic.clues.length > 0 &&
                    `${t('topicClues')}：${topic.clues.map((clue) => `“${clue.title}”`).join('、')}`,
                  topic.sourceUnit && `${t('topicSource')}：${topic.sourceUnit}`,
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
