import type { SearchResult } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SearchVariant } from '../paths';

/** Search results: `classic` as a list of links with their address, `modern` as cards with their kind. */
export function SearchResults({
  results,
  variant,
}: {
  results: readonly SearchResult[];
  variant: SearchVariant;
}) {
  const { t } = useTranslation('content');
  if (variant === 'classic')
    return (
      <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {results.map((result) => (
          <li key={`${result.kind}:${result.id}`} data-testid="search-result" data-kind={result.kind}>
            <Link component={RouterLink} to={result.url} variant="h6" underline="hover">
              {result.title}
            </Link>
            <Typography variant="body2" sx={{ color: 'success.dark', wordBreak: 'break-all' }}>
              {t(`kind.${result.kind}`)} · {result.url}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {result.excerpt}
            </Typography>
          </li>
        ))}
      </Stack>
    );
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {results.map((result) => (
        <li key={`${result.kind}:${result.id}`} data-testid="search-result" data-kind={result.kind}>
          <Card>
            <CardActionArea component={RouterLink} to={result.url}>
              <CardContent>
                <Chip size="small" label={t(`kind.${result.kind}`)} sx={{ mb: 1 }} />
                <Typography variant="h6" component="p">
                  {result.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {result.excerpt}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
