import type { ReplyDetail, WorkflowSettings } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ReplyDocument } from './ReplyDocument';
import { ReplyFields } from './ReplyFields';
import { SubmitSection } from './SubmitSection';
import { useReplyForm } from './useReplyForm';

/**
 * The reply form of the lead (or 分办) unit while the reply is a draft: explicit 保存, a guard against
 * leaving with unsaved changes, the document, and 提交答复 with the server's list of what is missing.
 */
export function ReplyEditor({
  reply,
  settings,
  reload,
}: {
  reply: ReplyDetail;
  settings?: WorkflowSettings;
  reload: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const { control, dirty, busy, failure, saveChanges, onSave, onSubmit } = useReplyForm(reply, reload);

  return (
    <>
      {reply.rejectionReason && (
        <Alert severity="warning" data-testid="reply-rejected">
          <AlertTitle>{t('rejectedTitle')}</AlertTitle>
          {reply.rejectionReason}
        </Alert>
      )}

      <Card component="section" aria-labelledby="reply-form-heading">
        <CardContent>
          <Typography id="reply-form-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('replyContent')}
          </Typography>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onSave();
            }}
          >
            <Stack spacing={2}>
              <ReplyFields control={control} settings={settings} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button type="submit" variant="outlined" disabled={!dirty || busy}>
                  {t('save')}
                </Button>
                <Typography
                  variant="body2"
                  sx={{ color: dirty ? 'warning.dark' : 'text.secondary' }}
                  aria-live="polite"
                >
                  {dirty ? t('unsaved') : t('allSaved')}
                </Typography>
              </Stack>
            </Stack>
          </form>
        </CardContent>
      </Card>

      <SectionCard id="reply-document" title={t('document')}>
        <ReplyDocument reply={reply} editable prepare={saveChanges} reload={reload} />
      </SectionCard>

      <SubmitSection reply={reply} failure={failure} busy={busy} onSubmit={() => void onSubmit()} />
    </>
  );
}
