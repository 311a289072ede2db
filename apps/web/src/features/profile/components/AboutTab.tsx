import type { ProfileAbout } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';

/** One labelled value of a section (nothing when it is empty). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const lines = (values: readonly string[]) =>
  values.map((value) => (
    <Box component="span" key={value} sx={{ display: 'block' }}>
      {value}
    </Box>
  ));

/** About: general, work and contact beside the groups and friends (one column on a narrow screen). */
export function AboutTab({ about }: { about: ProfileAbout }) {
  const { t } = useTranslation('profile');
  const content = about.written ? about : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3}>
        {!content && <Alert severity="info">{t('noAbout')}</Alert>}
        {content && (
          <>
            <SectionCard id="profile-general" title={t('general')} testId="profile-general">
              <Box component="dl" sx={{ m: 0 }}>
                <Field label={t('gender')}>{content.general.gender}</Field>
                <Field label={t('birthday')}>{content.general.birthday}</Field>
                <Field label={t('locations')}>{lines(content.general.locations)}</Field>
                <Field label={t('about')}>{content.general.about}</Field>
              </Box>
            </SectionCard>
            <SectionCard id="profile-work" title={t('work')} testId="profile-work">
              <Box component="dl" sx={{ m: 0 }}>
                <Field label={t('occupation')}>{content.work.occupation}</Field>
                <Field label={t('skills')}>{content.work.skills}</Field>
                <Field label={t('jobs')}>
                  {lines(content.work.jobs.map((job) => `${job.company}（${job.date}）`))}
                </Field>
              </Box>
            </SectionCard>
            <SectionCard id="profile-contact" title={t('contact')} testId="profile-contact">
              <Box component="dl" sx={{ m: 0 }}>
                <Field label={t('address')}>{content.contact.address}</Field>
                <Field label={t('tel')}>{lines(content.contact.tel)}</Field>
                <Field label={t('websites')}>{lines(content.contact.websites)}</Field>
                <Field label={t('emails')}>{lines(content.contact.emails)}</Field>
              </Box>
            </SectionCard>
          </>
        )}
      </Stack>
      <Stack spacing={3}>
        {content && (
          <SectionCard id="profile-groups" title={t('groups')} testId="profile-groups">
            <List dense disablePadding>
              {content.groups.map((group) => (
                <ListItem key={group.id} disableGutters>
                  <ListItemText
                    primary={group.name}
                    secondary={t('groupMembers', { category: group.category, count: group.members })}
                  />
                </ListItem>
              ))}
            </List>
          </SectionCard>
        )}
        <SectionCard id="profile-friends" title={t('friends')} testId="profile-friends">
          {about.friends.length === 0 ? (
            <Alert severity="info">{t('noFriends')}</Alert>
          ) : (
            <List dense disablePadding>
              {about.friends.map((friend) => (
                <ListItem key={friend.id} disableGutters data-testid="profile-friend">
                  <ListItemAvatar>
                    <Avatar src={friend.avatar || undefined} alt="">
                      {friend.name.slice(0, 1)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={friend.name} />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Stack>
    </Box>
  );
}
