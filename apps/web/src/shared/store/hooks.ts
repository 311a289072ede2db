import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './rootReducer';

/** Typed hooks; they live in shared (not app) so features can use them without importing the app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
