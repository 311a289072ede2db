import { Loading } from '../shared/ui/Loading';
import { ProgressBar } from '../shared/ui/ProgressBar';

/** Top progress bar plus 'Loading...' while a lazy route (or the shell itself) loads. */
export function RouteLoading() {
  return (
    <>
      <ProgressBar
        hidden
        testId="route-progress"
        style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3, borderRadius: 0 }}
      />
      <Loading />
    </>
  );
}
