import { ANALYTICS_RANGES } from '@cppcc/contracts';
import { z } from 'zod';
import { idParam } from '../../../shared/lib/urlFilters';

/** The analytics page's range, kept in the URL (a reload or a shared link shows the same period). */
export const analyticsFiltersSchema = z.object({ range: z.enum(ANALYTICS_RANGES).default('last7Days') });

/** The project dashboard's chosen project, kept in the URL; none = the first of the list. */
export const projectFiltersSchema = z.object({ project: idParam() });
