import type {
  AnalyticsWidgets,
  DashboardProject,
  ProjectWidgets,
  WeatherSettings,
  WeatherWidget,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** The dashboards' calls (seed 001 §7) and the weather choice; a saved choice refreshes the project's widgets. */
export const dashboardsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ProjectDashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    analyticsWidgets: build.query<AnalyticsWidgets, void>({
      query: () => '/analytics-dashboard-app/widgets',
    }),
    dashboardProjects: build.query<DashboardProject[], void>({
      query: () => '/project-dashboard-app/projects',
    }),
    projectWidgets: build.query<ProjectWidgets, string | undefined>({
      query: (projectId) => ({
        url: '/project-dashboard-app/widgets',
        params: projectId ? { projectId } : {},
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
