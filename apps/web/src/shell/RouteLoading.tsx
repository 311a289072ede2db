import LinearProgress from '@mui/material/LinearProgress';
import { Loading } from '../shared/ui/Loading';

/** Top progress bar plus 'Loading...' while a lazy route (or the shell itself) loads. */
export function RouteLoading() {
  return (
    <>
      <LinearProgress
        color="secondary"
        aria-hidden
        data-testid="route-progress"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }}
      />
      <Loading />
    </>
  );
}
