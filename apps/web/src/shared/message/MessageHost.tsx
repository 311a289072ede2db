import { lazy, Suspense } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectMessage } from './messageSlice';

const MessageBanner = lazy(() => import('./MessageBanner'));

/** Mounts the banner's code only once there is something to show, keeping it out of the first load. */
export function MessageHost() {
  const { open } = useAppSelector(selectMessage);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MessageBanner />
    </Suspense>
  );
}
