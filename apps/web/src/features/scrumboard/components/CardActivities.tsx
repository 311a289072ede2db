import type { BoardMember, CardActivity } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';
import { AddRow } from './AddRow';

/** A card's comments and activity, newest first; a comment is posted (or the author's removed) at once. */
export function CardActivities({
  activities,
  members,
  me,
  onComment,
  onRemove,
}: {
  activities: CardActivity[];
  members: BoardMember[];
  me: string | undefined;
  onComment: (message: string) => Promise<void>;
  onRemove: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('scrumboard');
  const memberOf = (id: string) => members.find((member) => member.id === id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <AddRow
        label={t('comment')}
        buttonText={t('addComment')}
        onAdd={onComment}
        multiline
        testId="card-comment"
      />
      <List dense disablePadding>
        {activities.map((activity) => {
          const member = memberOf(activity.idMember);
          const name = member?.name ?? t('unknownMember');
          return (
            <ListItem key={activity.id} disableGutters alignItems="flex-start" sx={{ gap: 1.5 }}>
              <Avatar
                src={member?.avatar || undefined}
                alt={name}
                sx={{ width: 32, height: 32, fontSize: 14 }}
              >
                {name.slice(0, 1)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" component="div">
                  <strong>{name}</strong>{' '}
                  <Typography component="span" variant="caption" color="textSecondary">
                    {localeDateTime(activity.time, i18n.language)}
                  </Typography>
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {activity.type === 'attachment'
                    ? t('activityAttachment', { name: activity.message })
                    : activity.message}
                </Typography>
                {activity.type === 'comment' && activity.idMember === me && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onRemove(activity.id)}
                    sx={{ px: 0, minWidth: 0 }}
                  >
                    {t('removeComment')}
                  </Button>
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
