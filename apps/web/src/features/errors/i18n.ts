import { defineBundle } from '../../shared/i18n/bundle';

export const i18nBundle = defineBundle('errors', {
  'zh-CN': {
    notFoundTitle: '找不到页面',
    notFoundText: '抱歉，您要访问的页面不存在或已被移除。',
    internalTitle: '服务器内部错误',
    internalText: '系统出现了内部问题，请过几分钟再试。',
    backToDashboard: '返回首页',
  },
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'Sorry but we could not find the page you are looking for',
    internalTitle: 'Internal server error',
    internalText: 'Looks like we have an internal issue, please try again in a couple of minutes.',
    backToDashboard: 'Go back to dashboard',
  },
});
