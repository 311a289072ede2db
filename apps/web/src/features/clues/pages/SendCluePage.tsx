import { CLUE_LIMITS, type ClueSubmitBody, type ClueSubmitResult } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import {
  useClueIntakeQuery,
  useRequestClueCodeMutation,
  useSubmitClueMutation,
  useUploadCluePictureMutation,
} from '../api';
import { ClueFrame } from '../components/ClueFrame';
import { CluePicturePicker } from '../components/CluePicturePicker';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

type Form = Omit<ClueSubmitBody, 'contactName'> & { contactName: string };
const EMPTY: Form = {
  title: '',
  situation: '',
  suggestion: '',
  categoryCode: '',
  contactName: '',
  phone: '',
  code: '',
};

/** /clues: a citizen sends a clue while a campaign is open, with a phone verified by an SMS code. */
export default function SendCluePage() {
  const { t, i18n } = useTranslation('clues');
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const intake = useClueIntakeQuery();
  const [requestCode, codeRequest] = useRequestClueCodeMutation();
  const [submit, submission] = useSubmitClueMutation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<ApiError | null>(null);
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState<ClueSubmitResult | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [uploadPicture, pictureUpload] = useUploadCluePictureMutation();
  const [failedPictures, setFailedPictures] = useState<string[]>([]);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function getCode() {
    setError(null);
    setCodeNote(null);
    try {
      const answer = await requestCode({ phone: form.phone }).unwrap();
      setWait(answer.retryAfterSeconds);
      setCodeNote(t('codeSent'));
    } catch (caught) {
      setError(caught as ApiError);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { contactName, ...rest } = form;
      const result = await submit({ ...rest, ...(contactName.trim() ? { contactName } : {}) }).unwrap();
      setForm(EMPTY);
      setFailedPictures(await sendPictures(result.trackingCode));
      setPictures([]);
      setSent(result);
    } catch (caught) {
      setError(caught as ApiError);
    }
  }

  /** The chosen pictures, one after the other, with the clue's tracking code; those refused, named. */
  async function sendPictures(code: string): Promise<string[]> {
    const failed: string[] = [];
    for (const file of pictures) {
      try {
        await uploadPicture({ code, file }).unwrap();
      } catch (caught) {
        failed.push(`${file.name}（${errorText(caught as ApiError)}）`);
      }
    }
    return failed;
  }

  const field = (name: keyof Form, max: number, extra: { multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={t(name)}
      name={name}
      value={form[name]}
      required={extra.required ?? true}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max } }}
      error={Boolean(error?.fields?.[name])}
      helperText={error?.fields?.[name]}
      fullWidth
    />
  );

  const campaign = intake.data?.campaign;
  const fieldErrors = error ? Object.keys(error.fields).length : 0;
  return (
    <ClueFrame title={t('sendTitle')}>
      {intake.isLoading && <Loading />}
      {intake.error && <QueryError error={intake.error} onRetry={() => void intake.refetch()} />}
      {intake.data && !campaign && (
        <Alert severity="info" data-testid="clues-closed">
          {t('closed')}
        </Alert>
      )}
      {sent && (
        <Alert severity="success" data-testid="clue-sent" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('sent')}</Typography>
          <Typography variant="body2">{t('sentHint')}</Typography>
          <Link component={RouterLink} to={sent.trackingPath} data-testid="clue-track-link">
            {t('trackLink')}
          </Link>
        </Alert>
      )}
      {failedPictures.length > 0 && (
        <Alert severity="warning" data-testid="clue-pictures-failed" sx={{ mb: 2 }}>
          {t('picturesFailed')} {failedPictures.join('；')}
        </Alert>
      )}
      {campaign && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {campaign.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('period', { start: campaign.startsOn, end: campaign.endsOn })}
            </Typography>
            <Typography variant="body2" sx={{ my: 1 }}>
              {t('sendIntro')}
            </Typography>
            {campaign.topics.length > 0 && (
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ flexWrap: 'wrap', mb: 2 }}
                aria-label={t('topics')}
              >
                {campaign.topics.map((topic) => (
                  <Chip key={topic} size="small" label={topic} />
                ))}
              </Stack>
            )}
            <Stack component="form" spacing={2} onSubmit={(event) => void onSubmit(event)} noValidate>
              {error && fieldErrors === 0 && <Alert severity="error">{errorText(error)}</Alert>}
              {field('title', CLUE_LIMITS.title)}
              {field('situation', CLUE_LIMITS.situation, { multiline: true })}
              {field('suggestion', CLUE_LIMITS.suggestion, { multiline: true })}
              <TextField
                select
                required
                label={t('category')}
                value={form.categoryCode}
                onChange={(event) => setForm({ ...form, categoryCode: event.target.value })}
                error={Boolean(error?.fields?.categoryCode)}
                helperText={error?.fields?.categoryCode}
              >
                {intake.data?.categories.map((category) => (
                  <MenuItem key={category.code} value={category.code}>
                    {language === 'en' ? category.en : category.zh}
                  </MenuItem>
                ))}
              </TextField>
              <CluePicturePicker files={pictures} onChange={setPictures} disabled={submission.isLoading} />
              {field('contactName', CLUE_LIMITS.contactName, { required: false })}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {field('phone', 11)}
                <Button
                  variant="outlined"
                  sx={{ flexShrink: 0, minHeight: 56 }}
                  disabled={wait > 0 || codeRequest.isLoading}
                  onClick={() => void getCode()}
                >
                  {wait > 0 ? t('resendIn', { seconds: wait }) : t('getCode')}
                </Button>
              </Stack>
              {codeNote && <Alert severity="info">{codeNote}</Alert>}
              {field('code', 6)}
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={submission.isLoading || pictureUpload.isLoading}
              >
                {pictureUpload.isLoading
                  ? t('picturesUploading')
                  : submission.isLoading
                    ? t('sending')
                    : t('send')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </ClueFrame>
  );
}
