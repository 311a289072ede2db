import { DUTY_ACT_LABELS, type DutyActKind } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toLanguage } from '../../../shared/i18n/languages';
import { formatDate } from '../../../shared/lib/dates';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { useDutyActsQuery } from '../api';
import { proposalPath } from '../paths';

/** The records behind one figure: each a proposal, linked, with the act's date and note. */
export function DutyActs({
  memberId,
  sessionId,
  kind,
}: {
  memberId: string;
  sessionId: string | undefined;
  kind: DutyActKind;
}) {
  const { t, i18n } = useTranslation('dutyRecords');
  const language = toLanguage(i18n.language);
  const query = useDutyActsQuery({ memberId, sessionId, kind });
  const items = query.currentData?.items;
  const note = (value: string | null) => {
    if (!value) return null;
    const key = `note.${value}`;
    return i18n.exists(key, { ns: 'dutyRecords' }) ? t(key) : value;
  };
  return (
    <section aria-labelledby="duty-acts-heading" data-testid="duty-acts">
      <Typography id="duty-acts-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('actsTitle', { kind: DUTY_ACT_LABELS[kind][language], count: items?.length ?? 0 })}
      </Typography>
      {query.error && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {!items && !query.error && <Loading />}
      {items && items.length === 0 && <Typography color="textSecondary">{t('noActs')}</Typography>}
      {items && items.length > 0 && (
        <List dense disablePadding>
          {items.map((act, index) => (
            <ListItem key={`${act.proposalId}-${index}`} disableGutters divider>
              <ListItemText
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
                  >
                    <Link component={RouterLink} to={proposalPath(act.proposalId)}>
                      {act.title}
                    </Link>
                    {act.isKey && <Chip size="small" color="warning" label={t('key')} />}
                    {act.isExcellent && <Chip size="small" color="success" label={t('excellent')} />}
                  </Stack>
                }
                secondary={[
                  act.number === null ? t('noNumber') : t('proposalNumber', { number: act.number }),
                  act.at ? formatDate(act.at) : null,
                  note(act.note),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
