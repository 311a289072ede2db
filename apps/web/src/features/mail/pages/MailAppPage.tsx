import EditIcon from '@mui/icons-material/Edit';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Mail, MailSummary } from '@cppcc/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { localeDateTime } from '../../../shared/lib/dates';
import { pageParam, textParam, filterSchema } from '../../../shared/lib/urlFilters';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { showMessage } from '../../../shared/message/messageSlice';
import { useUser } from '../../../shared/session/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { mailApi } from '../api/mailApi';
import type { ComposeKind } from '../components/ComposeDialog';
import { MailList } from '../components/MailList';
import { MailReader, type ReplyKind } from '../components/MailReader';
import { MailSidebar } from '../components/MailSidebar';
import { useMailRealtime } from '../hooks/useMailRealtime';
import { i18nBundle } from '../i18n';
import {
  EMPTY_COMPOSE,
  forwardOf,
  fromDraft,
  replyTo,
  type ComposeStart,
  type QuoteWords,
} from '../lib/compose';
import { MAIL_INBOX_PATH, mailPath, viewOf } from '../paths';
import { Redirect } from '../../../shared/ui/Redirect';

registerBundle(i18nBundle);

/** The dialog and its editor load the first time someone writes. */
const ComposeDialog = lazy(() => import('../components/ComposeDialog'));

/**
 * /apps/mail/{folder | label/x | filter/x}/{mailId?} (seed 001): folders, filters and labels on the left,
 * the list, the mail open on the right. The search and page are in the address. Below the `md` width the
 * left side is a drawer and the list and the mail take turns.
 */
/** The list's search and page, kept in the address. */
const MAIL_FILTERS = filterSchema({ q: textParam(200), page: pageParam() });

export default function MailAppPage() {
  const { t, i18n } = useTranslation('mail');
  usePageTitle(t('appTitle'));
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const me = useUser();
  const { filters, setFilters } = useUrlFilters(MAIL_FILTERS);
  const [search] = useSearchParams();
  const [drawer, setDrawer] = useState(false);
  const [compose, setCompose] = useState<{ start: ComposeStart; kind: ComposeKind; key: number } | null>(
    null,
  );
  const [loadMail] = mailApi.useLazyMailQuery();
  useMailRealtime((received) =>
    dispatch(
      showMessage({
        message: t('newMail', { from: received.fromName, subject: received.subject || t('noSubject') }),
      }),
    ),
  );

  const view = viewOf(params);
  if (!view) return <Redirect to={MAIL_INBOX_PATH} />;
  const mailId = params.mailId;
  const { q, page } = filters;
  const keepSearch = search.toString() ? `?${search.toString()}` : '';

  const write = (start: ComposeStart, kind: ComposeKind) => setCompose({ start, kind, key: Date.now() });
  const words = (mail: Mail): QuoteWords => {
    const time = localeDateTime(mail.time, i18n.language);
    return {
      wrote: t('quote.wrote', { name: mail.from.name, time }),
      forwarded: t('quote.forwarded'),
      from: t('quote.from'),
      to: t('quote.to'),
      subject: t('quote.subject'),
      date: t('quote.date'),
      dateText: time,
    };
  };
  const reply = (mail: Mail, kind: ReplyKind) => {
    if (kind === 'forward') write(forwardOf(mail, words(mail)), 'forward');
    else write(replyTo(mail, words(mail), me.uid, kind === 'replyAll'), 'reply');
  };
  const open = (item: MailSummary) => {
    if (item.folder === 'drafts') {
      void loadMail(item.id)
        .unwrap()
        .then((mail) => write(fromDraft(mail), 'draft'))
        .catch(() => dispatch(showMessage({ message: t('mailFailed'), variant: 'error' })));
      return;
    }
    void navigate(`${mailPath(view, item.id)}${keepSearch}`);
  };
  const toList = () => void navigate(`${mailPath(view)}${keepSearch}`);

  const sidebar = (
    <MailSidebar
      view={view}
      onCompose={() => {
        setDrawer(false);
        write(EMPTY_COMPOSE, 'new');
      }}
      onNavigate={() => setDrawer(false)}
    />
  );
  const list = (
    <MailList
      view={view}
      q={q}
      page={page}
      openId={mailId}
      onSearch={(term) => setFilters({ q: term })}
      onPage={(next) => setFilters({ page: next })}
      onOpen={open}
    />
  );
  const reader = mailId ? (
    <MailReader
      key={mailId}
      mailId={mailId}
      meId={me.uid}
      onBack={wide ? undefined : toList}
      onGone={toList}
      onReply={reply}
    />
  ) : (
    <Typography color="textSecondary" sx={{ m: 'auto', p: 3 }} data-testid="mail-no-selection">
      {t('selectOne')}
    </Typography>
  );

  return (
    <Box sx={{ p: { xs: 0, md: 3 }, flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mb: 2,
          px: { xs: 1, md: 0 },
          pt: { xs: 1, md: 0 },
        }}
      >
        {!wide && (
          <LazyTooltip title={t('showFolders')}>
            <IconButton aria-label={t('showFolders')} onClick={() => setDrawer(true)}>
              <MenuIcon />
            </IconButton>
          </LazyTooltip>
        )}
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {view.kind === 'folder' ? t(`folder.${view.handle}`) : t(`${view.kind}.${view.handle}`)}
        </Typography>
        {/* Issue 34: on a phone writing a mail is one tap, not hidden in the folders drawer. */}
        {!wide && (
          <Button
            variant="contained"
            size="small"
            startIcon={<EditIcon />}
            onClick={() => write(EMPTY_COMPOSE, 'new')}
            data-testid="mail-compose-phone"
          >
            {t('compose')}
          </Button>
        )}
      </Box>
      <Paper
        variant="outlined"
        data-testid="mail-app"
        sx={{
          display: 'flex',
          overflow: 'hidden',
          height: { xs: 'calc(100vh - 150px)', md: 'calc(100vh - 210px)' },
          minHeight: 420,
        }}
      >
        {wide ? (
          <Box sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0, overflowY: 'auto' }}>
            {sidebar}
          </Box>
        ) : (
          <Drawer open={drawer} onClose={() => setDrawer(false)}>
            {sidebar}
          </Drawer>
        )}
        {(wide || !mailId) && (
          <Box
            sx={{
              width: wide ? 380 : '100%',
              flexShrink: 0,
              borderRight: wide ? 1 : 0,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            {list}
          </Box>
        )}
        {(wide || mailId) && (
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{reader}</Box>
        )}
      </Paper>
      {compose && (
        <Suspense
          fallback={
            <Dialog open>
              <Box sx={{ p: 4 }}>
                <Loading />
                <Typography>{t('compose.loadingEditor')}</Typography>
              </Box>
            </Dialog>
          }
        >
          <ComposeDialog
            key={compose.key}
            start={compose.start}
            kind={compose.kind}
            onClose={() => setCompose(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
