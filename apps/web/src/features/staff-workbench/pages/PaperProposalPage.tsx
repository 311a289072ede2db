import { PAPER_NUMBER_MAX, PROPOSAL_KINDS, PROPOSAL_LIMITS, type ProposalKind } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useLabels } from '../components/labels';
import { MemberField, MembersField, type MemberOption } from '../components/MemberField';
import { useEnterPaperProposalMutation } from '../paperApi';
import { PaperEntryFrame } from '../components/PaperEntryFrame';
import { paperBundle } from '../paperTexts';

registerBundle(paperBundle);

const EMPTY = {
  paperNumber: '',
  title: '',
  kind: 'individual' as ProposalKind,
  collectiveBody: '',
  categoryCode: '',
  analysis: '',
  suggestions: '',
  contactName: '',
  contactPhone: '',
};
type TextName = Exclude<keyof typeof EMPTY, 'kind'>;

/**
 * /apps/staff/paper/proposal: staff type in a proposal a member handed in on paper (issue 27). It is
 * submitted at once in the member's name; the server checks every field (its messages show under them)
 * and writes nothing when one is wrong, so nothing typed here is lost on an error.
 */
export default function PaperProposalPage() {
  const { t } = useTranslation('paperEntry');
  usePageTitle(t('proposalTitle'));
  const errorText = useErrorText();
  const settings = useWorkflowSettingsQuery();
  const { kindLabel, categoryLabel } = useLabels(settings.data);
  const [member, setMember] = useState<MemberOption | null>(null);
  const [cosigners, setCosigners] = useState<MemberOption[]>([]);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<ApiError | null>(null);
  const [entered, setEntered] = useState<{ id: string; title: string } | null>(null);
  const [enter, entering] = useEnterPaperProposalMutation();
  const fields = error?.fields ?? {};

  const text = (name: TextName, max: number, extra: { multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={t(name)}
      value={values[name]}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 5 : undefined}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max } }}
      error={Boolean(fields[name])}
      helperText={fields[name] ?? (name === 'paperNumber' ? t('paperNumberHelp') : undefined)}
      fullWidth
    />
  );

  async function submit() {
    setError(null);
    try {
      const { collectiveBody, categoryCode, contactName, contactPhone, ...rest } = values;
      const proposal = await enter({
        ...rest,
        // Left blank, the member's own name and phone are the contact.
        ...(contactName.trim() ? { contactName } : {}),
        ...(contactPhone.trim() ? { contactPhone } : {}),
        memberId: member?.id ?? '',
        cosignerIds: cosigners.map((cosigner) => cosigner.id),
        collectiveBody: values.kind === 'collective' ? collectiveBody : null,
        categoryCode: categoryCode || null,
      }).unwrap();
      setEntered({ id: proposal.id, title: proposal.title });
    } catch (caught) {
      setError(caught as ApiError);
    }
  }
  function another() {
    setEntered(null);
    setMember(null);
    setCosigners([]);
    setValues(EMPTY);
  }

  return (
    <PaperEntryFrame
      testId="paper-proposal-page"
      title={t('proposalTitle')}
      intro={t('proposalIntro')}
      done={entered}
      doneText={t('entered')}
      onAnother={another}
    >
      <Paper
        variant="outlined"
        component="form"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          {error && Object.keys(fields).length === 0 && <Alert severity="error">{errorText(error)}</Alert>}
          <MemberField
            label={t('member')}
            helperText={t('memberHelp')}
            required
            value={member}
            onChange={setMember}
            error={fields.memberId}
          />
          <MembersField
            label={t('cosigners')}
            helperText={t('cosignersHelp')}
            value={cosigners}
            onChange={setCosigners}
            error={fields.cosignerIds}
          />
          {text('paperNumber', PAPER_NUMBER_MAX, { required: true })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('kind')}
              value={values.kind}
              onChange={(event) => setValues({ ...values, kind: event.target.value as ProposalKind })}
              fullWidth
            >
              {PROPOSAL_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {kindLabel(kind)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={t('category')}
              value={values.categoryCode}
              onChange={(event) => setValues({ ...values, categoryCode: event.target.value })}
              error={Boolean(fields.categoryCode)}
              helperText={fields.categoryCode}
              fullWidth
            >
              {(settings.data?.categories ?? []).map((category) => (
                <MenuItem key={category.code} value={category.code}>
                  {categoryLabel(category.code)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {values.kind === 'collective' && text('collectiveBody', PROPOSAL_LIMITS.collectiveBody)}
          {text('title', PROPOSAL_LIMITS.title, { required: true })}
          {text('analysis', PROPOSAL_LIMITS.analysis, { multiline: true, required: true })}
          {text('suggestions', PROPOSAL_LIMITS.suggestions, { multiline: true, required: true })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('contactName', PROPOSAL_LIMITS.contactName)}
            {text('contactPhone', PROPOSAL_LIMITS.contactPhone)}
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={entering.isLoading}>
              {entering.isLoading ? t('saving') : t('submitProposal')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </PaperEntryFrame>
  );
}
