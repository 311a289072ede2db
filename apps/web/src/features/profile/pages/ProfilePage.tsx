import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useProfileAboutQuery, useProfilePhotosVideosQuery, useProfileTimelineQuery } from '../api';
import { AboutTab } from '../components/AboutTab';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { EditProfileDialog } from '../components/EditProfileDialog';
import { PhotosVideosTab } from '../components/PhotosVideosTab';
import { ProfileHeader } from '../components/ProfileHeader';
import { TimelineTab } from '../components/TimelineTab';
import { i18nBundle } from '../i18n';
import { PROFILE_TABS, tabOf, type ProfileTab } from '../lib/tabs';
import { TAB_PARAM } from '../paths';

registerBundle(i18nBundle);

/** /pages/profile: the signed-in user's own profile — timeline, about, photos and videos (seed 001). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const [dialog, setDialog] = useState<'edit' | 'password' | null>(null);
  const choose = (next: ProfileTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'timeline') copy.delete(TAB_PARAM);
        else copy.set(TAB_PARAM, next);
        return copy;
      },
      { replace: true },
    );

  return (
    <Box sx={{ flex: 1, minWidth: 0 }} data-testid="profile-page">
      <ProfileHeader
        name={user.data.displayName}
        avatar={user.data.photoURL}
        email={user.data.email}
        onEdit={() => setDialog('edit')}
        onChangePassword={() => setDialog('password')}
      />
      <Box
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 0, md: 3 } }}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => choose(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabs')}
        >
          {PROFILE_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tab.${name}`)}
              id={`profile-tab-${name}`}
              aria-controls={`profile-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`profile-panel-${tab}`}
        aria-labelledby={`profile-tab-${tab}`}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}
      >
        {tab === 'timeline' && <TimelinePanel />}
        {tab === 'about' && <AboutPanel />}
        {tab === 'photos-videos' && <PhotosVideosPanel />}
      </Box>
      {dialog === 'edit' && (
        <EditProfileDialog
          current={{ displayName: user.data.displayName, photoURL: user.data.photoURL }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}

function TimelinePanel() {
  const query = useProfileTimelineQuery(useLanguage());
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return query.data ? <TimelineTab timeline={query.data} /> : <Loading />;
}

function AboutPanel() {
  const query = useProfileAboutQuery(useLanguage());
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return query.data ? <AboutTab about={query.data} /> : <Loading />;
}

function PhotosVideosPanel() {
  const query = useProfilePhotosVideosQuery(useLanguage());
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return query.data ? <PhotosVideosTab albums={query.data} /> : <Loading />;
}
