import AddIcon from '@mui/icons-material/Add';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useNewBoardMutation, useScrumboardBoardsQuery } from '../api';
import { i18nBundle } from '../i18n';
import { useScrumboardRealtime } from '../lib/useScrumboardRealtime';
import { boardPath } from '../paths';

registerBundle(i18nBundle);

/** /apps/scrumboard/boards (seed 001): the boards the user is a member of, and a new one. */
export default function BoardsPage() {
  const { t } = useTranslation('scrumboard');
  usePageTitle(t('title'));
  useScrumboardRealtime();
  const boards = useScrumboardBoardsQuery();
  const [create, creating] = useNewBoardMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();

  const newBoard = async () => {
    const result = await create({ board: {} });
    if ('error' in result)
      dispatch(showMessage({ message: errorText(result.error) ?? t('loadFailed'), variant: 'error' }));
    else void navigate(boardPath(result.data));
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('boards')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => void newBoard()}
          disabled={creating.isLoading}
          data-testid="board-new"
        >
          {creating.isLoading ? t('creating') : t('newBoard')}
        </Button>
      </Box>
      {boards.isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('boards')} />
        </Box>
      )}
      {boards.isError && (
        <QueryError error={boards.error} title={t('loadFailed')} onRetry={() => void boards.refetch()} />
      )}
      {boards.isSuccess && boards.data.length === 0 && (
        <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('emptyBoards')}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 2,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
        data-testid="boards"
      >
        {(boards.data ?? []).map((board) => (
          <li key={board.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={boardPath(board)}
                sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
              >
                <ViewKanbanIcon color="primary" fontSize="large" aria-hidden />
                <Typography
                  variant="subtitle1"
                  component="span"
                  sx={{ textAlign: 'center', wordBreak: 'break-word' }}
                >
                  {board.name}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
