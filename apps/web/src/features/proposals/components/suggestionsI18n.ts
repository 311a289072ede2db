import { defineBundle } from '../../../shared/i18n/bundle';

/** Texts of the suggestions from history (issue 28 §4): units at 交办, the category at 立案. */
export const suggestionsBundle = defineBundle('suggestions', {
  'zh-CN': {
    units: '推荐承办单位',
    unitsHint: '依据本会历年相似提案的交办、调整、按时答复和委员满意情况排序；点击选用，再次点击取消',
    noUnits: '暂无可推荐的单位：尚无足够相似的已交办提案',
    unitsError: '推荐单位加载失败',
    categories: '推荐类别',
    categoriesHint: '依据相似提案的立案类别；点击即可选用',
    noCategories: '暂无推荐类别',
    categoriesError: '推荐类别加载失败',
    apply: '选用{{name}}',
    picked: '已选用',
  },
  en: {
    units: 'Suggested units',
    unitsHint:
      "Ranked from this committee's similar proposals: who handled them, adjustments, replies on time and members' satisfaction. Click to use, click again to remove",
    noUnits: 'No units to suggest: no similar proposal has been assigned yet',
    unitsError: 'The suggested units could not be loaded',
    categories: 'Suggested categories',
    categoriesHint: 'From the categories of similar registered proposals; click to use',
    noCategories: 'No category to suggest',
    categoriesError: 'The suggested categories could not be loaded',
    apply: 'Use {{name}}',
    picked: 'In use',
  },
});
