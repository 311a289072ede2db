import type {
  AnalyticsWidgets,
  DashboardProject,
  Language,
  ProjectWidgets,
  WeatherSettings,
  WeatherWidget,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The dashboards' calls (seed 001 §7) and the weather choice; a saved choice refreshes the project's widgets.
 * The widgets are asked for with `texts=both` (every text in both languages: a language switch needs no
 * call); the project names come in the page's language, which is part of their key.
 */
export const dashboardsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ProjectDashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    analyticsWidgets: build.query<AnalyticsWidgets, void>({
      query: () => ({ url: '/analytics-dashboard-app/widgets', params: { texts: 'both' } }),
    }),
    dashboardProjects: build.query<DashboardProject[], Language>({
      query: () => '/project-dashboard-app/projects',
    }),
    projectWidgets: build.query<ProjectWidgets, string | undefined>({
      query: (projectId) => ({
        url: '/project-dashboard-app/widgets',
        params: projectId ? { projectId, texts: 'both' } : { texts: 'both' },
      }),
      providesTags: ['ProjectDashboard'],
    }),
    saveWeatherSettings: build.mutation<WeatherWidget, WeatherSettings>({
      query: (body) => ({ url: '/project-dashboard-app/weather-settings', method: 'POST', body }),
      invalidatesTags: ['ProjectDashboard'],
    }),
  }),
});

export const {
  useAnalyticsWidgetsQuery,
  useDashboardProjectsQuery,
  useProjectWidgetsQuery,
  useSaveWeatherSettingsMutation,
} = dashboardsApi;
