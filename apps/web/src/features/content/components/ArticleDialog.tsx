import type { HelpArticle } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/ui/SafeHtml';

/** A knowledge-base article in a dialog (full-screen on a phone). */
export function ArticleDialog({
  article,
  onClose,
}: {
  article: HelpArticle | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={article !== undefined} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      {article && (
        <>
          <DialogTitle>{article.title}</DialogTitle>
          <DialogContent dividers>
            <SafeHtml html={article.content} testId="article-content" />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('kb.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
