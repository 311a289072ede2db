import { ANALYTICS_RANGES } from '@cppcc/contracts';
import { idParam, filterSchema, oneOfParam } from '../../../shared/lib/urlFilters';

/** The analytics page's range, kept in the URL (a reload or a shared link shows the same period). */
export const analyticsFiltersSchema = filterSchema({ range: oneOfParam(ANALYTICS_RANGES, 'last7Days') });

/** The project dashboard's chosen project, kept in the URL; none = the first of the list. */
export const projectFiltersSchema = filterSchema({ project: idParam() });
