import type { ReplyDetail, WorkflowSettings } from '@cppcc/contracts';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { i18nBundle } from '../i18n';
import { bodyParagraphs, classMark, letterDate, salutation } from '../letter';
import { useReplyQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(i18nBundle);

/** On paper: only the letter, no toolbar, no page colour, A4 margins after GB/T 9704. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '37mm 26mm 35mm 28mm' },
        '.print-toolbar': { display: 'none !important' },
        body: { background: '#fff !important' },
        '.print-paper': { boxShadow: 'none !important', margin: '0 !important', padding: '0 !important' },
      },
    }}
  />
);

/** /print/replies/:id: the reply letter as the unit sends it to the proposer, ready for the printer. */
export default function ReplyPrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('print');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const reply = useReplyQuery(id);
  const settings = useWorkflowSettingsQuery();
  usePageTitle(reply.data?.title || t('replyLetter'));
  const notFound = isApiError(reply.error) && (reply.error.status === 404 || reply.error.status === 403);

  return (
    <Box sx={{ flex: 1, bgcolor: 'grey.200', minHeight: '100vh', py: { xs: 0, sm: 3 } }}>
      {printStyles}
      <Stack
        className="print-toolbar"
        role="toolbar"
        aria-label={t('toolbar')}
        direction="row"
        spacing={1}
        sx={{
          maxWidth: '210mm',
          mx: 'auto',
          mb: 2,
          px: { xs: 2, sm: 0 },
          pt: { xs: 2, sm: 0 },
          alignItems: 'center',
        }}
      >
        <Button onClick={() => void navigate(-1)}>{t('back')}</Button>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch color="primary" />
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!reply.data}
        >
          {t('print')}
        </Button>
      </Stack>
      {reply.isLoading ? (
        <Loading />
      ) : reply.error || !reply.data ? (
        <Alert
          severity={notFound ? 'warning' : 'error'}
          sx={{ maxWidth: '210mm', mx: 'auto' }}
          action={
            notFound ? undefined : (
              <Button color="inherit" onClick={() => void reply.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {notFound ? t('notFound') : t('loadError', { message: errorText(reply.error) })}
        </Alert>
      ) : (
        <>
          {reply.data.state !== 'approved' && (
            <Alert severity="info" className="print-toolbar" sx={{ maxWidth: '210mm', mx: 'auto', mb: 2 }}>
              {t('notApproved')}
            </Alert>
          )}
          <Letter reply={reply.data} settings={settings.data} />
        </>
      )}
    </Box>
  );
}

const serif = '"FangSong", "STFangsong", "仿宋", "Songti SC", serif';

function Letter({ reply, settings }: { reply: ReplyDetail; settings: WorkflowSettings | undefined }) {
  const mark = classMark(reply.resultClass);
  const classLabel = settings?.replyClasses.find((item) => item.code === reply.resultClass)?.zh;
  const contact = [
    ['签发人', reply.signingLeader],
    ['联系人', reply.contactPerson],
    ['联系电话', reply.contactPhone],
  ]
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `${label}：${value?.trim()}`)
    .join('\u3000\u3000');
  return (
    <Box
      component="article"
      className="print-paper"
      data-testid="reply-letter"
      sx={{
        maxWidth: '210mm',
        mx: 'auto',
        bgcolor: '#fff',
        color: '#000',
        boxShadow: 3,
        px: { xs: 3, sm: '26mm' },
        py: { xs: 3, sm: '30mm' },
        fontFamily: serif,
        fontSize: '16pt',
        lineHeight: '28pt',
      }}
    >
      {mark && (
        <Box sx={{ textAlign: 'right', fontWeight: 700, fontFamily: '"SimHei", "黑体", sans-serif' }}>
          {mark}
        </Box>
      )}
      {mark && classLabel && <Box sx={{ textAlign: 'right', fontSize: '14pt' }}>（{classLabel}）</Box>}
      {reply.docNumber && <Box sx={{ textAlign: 'right' }}>{reply.docNumber}</Box>}
      <Box
        component="h1"
        sx={{
          textAlign: 'center',
          fontSize: '22pt',
          lineHeight: '35pt',
          fontWeight: 700,
          fontFamily: '"SimSun", "宋体", "Songti SC", serif',
          my: '14pt',
        }}
      >
        {reply.title}
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        {salutation(reply.task.proposal.firstProposer.displayName)}
      </Box>
      {bodyParagraphs(reply.body).map((paragraph, index) => (
        <Box key={index} component="p" sx={{ m: 0, textIndent: '2em' }}>
          {paragraph}
        </Box>
      ))}
      <Box sx={{ mt: '28pt', textAlign: 'right', pr: '4em' }}>
        <div>{reply.task.unit.name}</div>
        <div>{letterDate(reply.submittedAt ?? reply.reviewedAt)}</div>
      </Box>
      {contact && <Box sx={{ mt: '28pt', fontSize: '14pt' }}>{contact}</Box>}
    </Box>
  );
}
