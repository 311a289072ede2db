import { lazy } from 'react';

/**
 * The offline map, loaded on first use: neither d3-geo nor the atlas is in any page's first load. Render it
 * inside a Suspense; `OfflineMap.tsx` documents the props.
 */
export const LazyOfflineMap = lazy(() => import('./OfflineMap'));
export type { MapPoint, OfflineMapProps } from './OfflineMap';
