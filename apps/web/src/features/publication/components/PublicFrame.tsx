import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoles } from '../../../shared/session/hooks';
import { PublicPageFrame } from '../../../shared/ui/PublicPageFrame';

/** The public replies' frame, with the way in (or back to the workbench). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('publication');
  const signedIn = useRoles().length > 0;
  return (
    <PublicPageFrame
      title={title}
      actions={
        <Button
          color="inherit"
          variant="outlined"
          component={RouterLink}
          to={signedIn ? '/apps/index' : '/login'}
        >
          {signedIn ? t('workbench') : t('signIn')}
        </Button>
      }
    >
      {children}
    </PublicPageFrame>
  );
}
