import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { importedCosigners } from '../lib/wordImport';

/** What a Word import did with the co-signer lines: who is on the invitation list, who needs finding. */
export function ImportedCosigners({ cosigners }: { cosigners: ReturnType<typeof importedCosigners> }) {
  const { t } = useTranslation('proposalWordImport');
  if (cosigners.matched.length === 0 && cosigners.unmatched.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="imported-cosigners">
      {cosigners.matched.length > 0 && (
        <Alert severity="info">
          {t('cosignersInvited', { names: cosigners.matched.map((member) => member.label).join('、') })}
        </Alert>
      )}
      {cosigners.unmatched.length > 0 && (
        <Alert severity="warning">{t('cosignersUnmatched', { names: cosigners.unmatched.join('、') })}</Alert>
      )}
    </Stack>
  );
}
