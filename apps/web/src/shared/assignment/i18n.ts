import { defineBundle } from '../i18n/bundle';

/** Texts of the assignment fields (交办) and the unit pickers, shared by the proposal page and the staff lists. */
export const assignmentBundle = defineBundle('assignment', {
  'zh-CN': {
    handlingMode: '办理方式',
    leadUnit: '承办单位',
    leadUnits: '承办单位（可多选）',
    mainUnit: '主办单位',
    coUnits: '协办单位',
    pickUnit: '搜索单位名称',
    unitsError: '单位列表加载失败',
    dueDate: '办理期限',
    comment: '交办意见（选填）',
    checkFields: '请检查标红的内容',
  },
  en: {
    handlingMode: 'Handling mode',
    leadUnit: 'Responsible unit',
    leadUnits: 'Responsible units (several)',
    mainUnit: 'Lead unit',
    coUnits: 'Co-units',
    pickUnit: 'Search unit names',
    unitsError: 'The units could not be loaded',
    dueDate: 'Due date',
    comment: 'Comment (optional)',
    checkFields: 'Please check the fields marked in red',
  },
});
