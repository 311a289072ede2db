import { defineBundle } from '../i18n/bundle';

/** Texts of a task's urges (催办, issue 28 §3), shown on the unit's and the staff's task pages. */
export const urgingBundle = defineBundle('urging', {
  'zh-CN': {
    title: '催办记录',
    empty: '暂无催办',
    by: '{{name}} 催办',
    count: '共催办 {{count}} 次',
  },
  en: {
    title: 'Urges',
    empty: 'Not urged yet',
    by: 'Urged by {{name}}',
    count: 'Urged {{count}} times',
  },
});
