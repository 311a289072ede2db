import { keyBodySchema, type KeyBody, type ProposalDetail } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { useSetKeyProposalMutation, useSupervisionLeadersQuery } from './oversightApi';
import { QueryError } from '../../../shared/ui/QueryError';

/** 重点提案 needs its supervising leader; the body is checked by the contract's schema. */
export const keyFormSchema = (version: number): z.ZodType<KeyBody, { leaderId: string }> =>
  z
    .object({ leaderId: z.string().min(1, { error: 'validation.required' }) })
    .transform((form): unknown => ({ version, isKey: true, leaderId: form.leaderId }))
    .pipe(keyBodySchema);

interface Props {
  proposal: ProposalDetail;
  onClose: () => void;
  onConflict: () => void;
}

/** 设为重点提案 (or change its leader): the supervising leader is picked from the staff and admin accounts. */
export function KeyDialog({ proposal, onClose, onConflict }: Props) {
  const { t } = useTranslation('proposalOversight');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const leaders = useSupervisionLeadersQuery();
  const [setKey, saving] = useSetKeyProposalMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const schema = useMemo(() => keyFormSchema(proposal.version), [proposal.version]);
  const { control, handleSubmit, setError } = useForm<{ leaderId: string }, unknown, KeyBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: { leaderId: proposal.keyLeader?.id ?? '' },
  });
  const title = t(proposal.isKey ? 'changeLeader' : 'markKey');

  const submit = async (body: KeyBody) => {
    const result = await setKey({ id: proposal.id, body });
    if (!result.error) {
      dispatch(showMessage({ message: t('marked'), variant: 'success' }));
      onClose();
    } else if (isStaleVersion(result.error)) {
      dispatch(showMessage({ message: errorText(result.error) ?? t('conflict'), variant: 'warning' }));
      onConflict();
    } else {
      const onFields = applyServerFieldErrors(result.error, ['leaderId'], setError);
      setGeneral(onFields ? undefined : errorText(result.error));
    }
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={saving.isLoading}
      submitLabel={title}
      submitTestId="key-confirm"
      error={general}
      maxWidth="xs"
    >
      <DialogContentText>{t('keyHint')}</DialogContentText>
      {leaders.error ? (
        <QueryError error={leaders.error} onRetry={() => void leaders.refetch()} />
      ) : (
        <FormTextField
          control={control}
          name="leaderId"
          select
          label={t('leader')}
          required
          autoFocus
          disabled={leaders.isLoading}
          helperText={
            leaders.isLoading ? t('loading') : leaders.data?.items.length === 0 ? t('noLeaders') : undefined
          }
        >
          {(leaders.data?.items ?? []).map((leader) => (
            <MenuItem key={leader.id} value={leader.id}>
              {leader.displayName}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </FormDialog>
  );
}
