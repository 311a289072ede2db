import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSimilarProposalsQuery } from '../api';
import { stateLabel } from '../labels';
import { numberText } from '../logic';
import { useDebounced } from '../useDebounced';

/** Proposals with a title like the one being typed, so the author can spot a duplicate. */
export function SimilarProposals({ title, excludeId }: { title: string; excludeId: string | undefined }) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const debouncedTitle = useDebounced(title, 400);
  const similar = useSimilarProposalsQuery(
    { q: debouncedTitle.trim(), excludeId },
    { skip: debouncedTitle.trim().length < 2 },
  );
  if ((similar.data?.items.length ?? 0) === 0) return null;
  return (
    <Alert severity="info" data-testid="similar-proposals">
      <Typography sx={{ fontWeight: 600 }}>{t('similar')}</Typography>
      <List dense disablePadding>
        {similar.data?.items.map((item) => (
          <ListItem key={item.id} disableGutters>
            <Link component={RouterLink} to={`/apps/proposals/${item.id}`} target="_blank">
              {[item.sessionName, numberText(item.number, language), item.title].filter(Boolean).join(' ')}
            </Link>
            <Typography color="text.secondary" sx={{ ml: 1 }} variant="body2">
              {stateLabel(item.state, language)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
