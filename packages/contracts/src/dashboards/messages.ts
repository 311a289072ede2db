/** The dashboards' validation and error messages, spread into the shared catalogue (messages.ts). */
export const dashboardsMessages = {
  'zh-CN': {
    'dashboards.temperatureUnit': '温度单位须为 C 或 F',
    'dashboards.speedUnit': '风速单位须为 KMH 或 MPH',
    'dashboards.locationUnknown': '所选城市不存在',
    'dashboards.projectNotFound': '项目不存在',
  },
  en: {
    'dashboards.temperatureUnit': 'The temperature unit must be C or F.',
    'dashboards.speedUnit': 'The wind speed unit must be KMH or MPH.',
    'dashboards.locationUnknown': 'The chosen city does not exist.',
    'dashboards.projectNotFound': 'This project does not exist.',
  },
} as const;
