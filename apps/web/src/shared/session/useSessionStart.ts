import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSessionStatus } from './sessionSlice';
import { startSession } from './sessionThunks';

/** Starts the session once and tells whether it is decided; guards render nothing until it is. */
export function useSessionReady(): boolean {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (status === 'unknown') void dispatch(startSession());
  }, [dispatch, status]);
  return status === 'ready';
}
