import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import ShareIcon from '@mui/icons-material/Share';
import type { ProfileMedia, ProfilePost } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';

/** A picture of the profile; a video shows its preview with a play mark and says it is one. */
export function MediaPreview({ media, height = 240 }: { media: ProfileMedia; height?: number }) {
  const { t } = useTranslation('profile');
  return (
    <Box sx={{ position: 'relative', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="img"
        src={media.preview}
        alt={media.type === 'video' ? `${t('video')}：${media.title}` : media.title}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover' }}
      />
      {media.type === 'video' && (
        <PlayCircleOutlineIcon
          aria-hidden
          sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 56, color: 'common.white' }}
        />
      )}
    </Box>
  );
}

/** One post of the timeline: who and when, the text, its picture or article, counts and comments. */
export function PostCard({ post }: { post: ProfilePost }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card
      component="article"
      data-testid="profile-post"
      aria-label={`${post.user.name} ${t(`postType.${post.type}`)}`}
    >
      <CardHeader
        avatar={
          <Avatar src={post.user.avatar || undefined} alt="">
            {post.user.name.slice(0, 1)}
          </Avatar>
        }
        title={
          <Typography component="span" variant="subtitle2">
            {post.user.name}{' '}
            <Typography component="span" variant="body2" color="textSecondary">
              {t(`postType.${post.type}`)}
            </Typography>
          </Typography>
        }
        subheader={<time dateTime={post.time}>{localeDateTime(post.time, language)}</time>}
      />
      <CardContent sx={{ pt: 0 }}>
        {post.message && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{post.message}</Typography>}
        {post.media && <MediaPreview media={post.media} />}
        {post.article && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <MediaPreview media={post.article.media} height={180} />
            <Box sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {post.article.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {post.article.subtitle}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {post.article.excerpt}
              </Typography>
            </Box>
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2, color: 'text.secondary', flexWrap: 'wrap' }}>
          <Count icon={<FavoriteBorderIcon fontSize="small" />} text={t('likes', { count: post.likes })} />
          <Count icon={<ShareIcon fontSize="small" />} text={t('shares', { count: post.shares })} />
          <Count
            icon={<ChatBubbleOutlineIcon fontSize="small" />}
            text={t('comments', { count: post.comments.length })}
          />
        </Stack>
      </CardContent>
      {post.comments.length > 0 && (
        <>
          <Divider />
          <List dense aria-label={t('comments', { count: post.comments.length })}>
            {post.comments.map((comment) => (
              <ListItem key={comment.id} alignItems="flex-start" data-testid="profile-comment">
                <ListItemAvatar>
                  <Avatar src={comment.user.avatar || undefined} alt="" sx={{ width: 32, height: 32 }}>
                    {comment.user.name.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={comment.user.name}
                  secondary={
                    <>
                      {comment.message}
                      <Box component="span" sx={{ display: 'block', fontSize: 12 }}>
                        <time dateTime={comment.time}>{localeDateTime(comment.time, language)}</time>
                      </Box>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Card>
  );
}

function Count({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
