import { baseApi } from '../../shared/api/baseApi';

export interface QuickPanelEntry {
  id: string;
  title: string;
  detail: string;
}

export interface QuickPanelData {
  notes: QuickPanelEntry[];
  events: QuickPanelEntry[];
}

/** GET /api/quick-panel/data (seed 000 §7): the signed-in user's events and notes. */
export const quickPanelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuickPanelData: build.query<QuickPanelData, void>({ query: () => '/quick-panel/data' }),
  }),
});

export const { useGetQuickPanelDataQuery } = quickPanelApi;
