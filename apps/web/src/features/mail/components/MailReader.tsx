import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ForwardIcon from '@mui/icons-material/Forward';
import ReplyIcon from '@mui/icons-material/Reply';
import ReplyAllIcon from '@mui/icons-material/ReplyAll';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { MAIL_LABELS, type Mail } from '@cppcc/contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';
import { downloadWithSession } from '../../../shared/lib/download';
import { formatSize } from '../../../shared/lib/upload';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { mailFileSrc, useMailQuery, useUpdateMailMutation } from '../api/mailApi';
import { MailActions } from './MailActions';

// DOMPurify (~10 kB sent) comes with the first mail opened, asked for as the reader mounts (beside the mail's
// own call), not with the inbox's first screen.
const loadMailHtml = () => import('./MailHtml');
const MailHtml = lazy(async () => ({ default: (await loadMailHtml()).MailHtml }));

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

/** The mail open in the reading pane; opening an unread mail marks it read. */
export function MailReader({
  mailId,
  meId,
  onBack,
  onGone,
  onReply,
}: {
  mailId: string;
  meId: string;
  /** Small screens: back to the list. */
  onBack?: () => void;
  onGone: () => void;
  onReply: (mail: Mail, kind: ReplyKind) => void;
}) {
  const { t, i18n } = useTranslation('mail');
  const dispatch = useAppDispatch();
  const query = useMailQuery(mailId, { refetchOnMountOrArgChange: true });
  const [update] = useUpdateMailMutation();
  const marked = useRef<string | null>(null);
  const mail = query.data;
  useEffect(() => void loadMailHtml().catch(() => undefined), []);
  useEffect(() => {
    if (!mail || mail.read || marked.current === mail.id) return;
    marked.current = mail.id;
    void update({ ids: [mail.id], changes: { read: true } });
  }, [mail, update]);

  const back = onBack && (
    <LazyTooltip title={t('back')}>
      <IconButton aria-label={t('back')} onClick={onBack}>
        <ArrowBackIcon />
      </IconButton>
    </LazyTooltip>
  );
  if (query.isLoading) return <Loading />;
  if (query.isError || !mail)
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <QueryError error={query.error} title={t('mailFailed')} onRetry={() => void query.refetch()} />
      </Box>
    );

  const names = (people: Mail['to']) =>
    people.map((person) => (person.id === meId ? t('me') : person.name)).join('、');
  const download = (id: string, name: string) =>
    downloadWithSession(mailFileSrc(id), name).catch((error: unknown) =>
      dispatch(
        showMessage({
          message: t('downloadFailed', { message: (error as Error).message }),
          variant: 'error',
        }),
      ),
    );
  const labels = MAIL_LABELS.filter((label) => mail.labels.includes(label.id));
  return (
    <Box sx={{ height: '100%', overflowY: 'auto' }} data-testid="mail-reader">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {back}
        <MailActions items={[{ ...mail, excerpt: '' }]} onGone={onGone} />
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Typography
          component="h2"
          variant="h6"
          sx={{ fontWeight: 600, wordBreak: 'break-word' }}
          data-testid="mail-subject"
        >
          {mail.subject || t('noSubject')}
        </Typography>
        {labels.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
            {labels.map((label) => (
              <Chip
                key={label.id}
                size="small"
                label={t(`label.${label.id}`)}
                sx={{ bgcolor: label.color, color: '#fff' }}
              />
            ))}
          </Box>
        )}
        {/* The time moves under the sender when the pane is too narrow for both on one line (at 1280 px
            beside the settings strip it is ~250 px): kept beside it, it squeezed the name to a letter a line. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 2 }}>
          <Avatar src={mail.from.avatar ?? undefined} alt="">
            {mail.from.name.slice(-1)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: '1 1 10rem' }}>
            {/* Wraps instead of cutting: the reading pane is narrow at 1280 px (issue 34: "市政…"). */}
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="mail-from">
              {mail.from.name}
              {mail.from.email && (
                <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
                  {`<${mail.from.email}>`}
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-word' }}>
              {`${t('to')}: ${names(mail.to)}`}
            </Typography>
          </Box>
          <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0, ml: 'auto' }}>
            {localeDateTime(mail.time, i18n.language)}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Suspense fallback={<Loading />}>
          <MailHtml html={mail.message} />
        </Suspense>
        {mail.attachments.length > 0 && (
          <Box sx={{ mt: 3 }} data-testid="mail-attachments">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('attachments', { count: mail.attachments.length })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {mail.attachments.map((file) => (
                <Button
                  key={file.id}
                  variant="outlined"
                  size="small"
                  startIcon={<AttachFileIcon />}
                  aria-label={t('download', { name: file.fileName })}
                  onClick={() => void download(file.id, file.fileName)}
                  sx={{ textTransform: 'none', maxWidth: '100%' }}
                >
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {`${file.fileName} · ${formatSize(file.size)}`}
                  </Box>
                </Button>
              ))}
            </Box>
          </Box>
        )}
        {mail.folder !== 'drafts' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 4, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<ReplyIcon />}
              onClick={() => onReply(mail, 'reply')}
              data-testid="mail-reply"
            >
              {t('reply')}
            </Button>
            {mail.to.length > 1 && (
              <Button
                variant="outlined"
                startIcon={<ReplyAllIcon />}
                onClick={() => onReply(mail, 'replyAll')}
              >
                {t('replyAll')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<ForwardIcon />}
              onClick={() => onReply(mail, 'forward')}
              data-testid="mail-forward"
            >
              {t('forward')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
