import type { ProfileTimeline } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { PostCard } from './PostCard';

/** The timeline: the latest activity beside the posts (below them on a narrow screen). */
export function TimelineTab({ timeline }: { timeline: ProfileTimeline }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ order: { xs: 2, md: 1 } }} data-testid="profile-posts">
        {timeline.posts.length === 0 && <Alert severity="info">{t('noPosts')}</Alert>}
        {timeline.posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Stack>
      <Box sx={{ order: { xs: 1, md: 2 } }}>
        <SectionCard id="profile-activities" title={t('activities')} testId="profile-activities">
          {timeline.activities.length === 0 ? (
            <Alert severity="info">{t('noActivities')}</Alert>
          ) : (
            <List dense disablePadding>
              {timeline.activities.map((activity) => (
                <ListItem
                  key={activity.id}
                  disableGutters
                  alignItems="flex-start"
                  data-testid="profile-activity"
                >
                  <ListItemAvatar>
                    <Avatar src={activity.user.avatar || undefined} alt="" sx={{ width: 32, height: 32 }}>
                      {activity.user.name.slice(0, 1)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={`${activity.user.name} ${activity.message}`}
                    secondary={
                      <time dateTime={activity.time}>{localeDateTime(activity.time, language)}</time>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Box>
    </Box>
  );
}
