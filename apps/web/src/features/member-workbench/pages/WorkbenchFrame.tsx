import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const FOLDERS = [
  { key: 'overview', path: '/apps/todo/index' },
  { key: 'all', path: '/apps/todo/all' },
  { key: 'drafts', path: '/apps/todo/drafts' },
  { key: 'invitations', path: '/apps/todo/invitations' },
  { key: 'review', path: '/apps/todo/review' },
  { key: 'tasks', path: '/apps/todo/tasks' },
] as const;

/** The workbench frame: title, the new-proposal button and the folder tabs. */
export function WorkbenchFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('memberWorkbench');
  const { pathname } = useLocation();
  usePageTitle(title);
  const current = FOLDERS.find((folder) => folder.path === pathname)?.path ?? false;
  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid="member-workbench">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/apps/proposals/new">
          {t('newProposal')}
        </Button>
      </Stack>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('folders')}>
        {FOLDERS.map((folder) => (
          <Tab
            key={folder.key}
            label={t(folder.key)}
            value={folder.path}
            component={RouterLink}
            to={folder.path}
          />
        ))}
      </Tabs>
      {children}
    </Stack>
  );
}
