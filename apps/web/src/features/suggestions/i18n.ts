import { defineBundle } from '../../shared/i18n/bundle';

export const i18nBundle = defineBundle('suggestionReplay', {
  'zh-CN': {
    title: '推荐准确率回放',
    intro:
      '对往届会议已交办的每件提案，只用其交办前的历史重新计算推荐承办单位，看第一个推荐、前三个推荐是否命中最终承办单位；类别只用立案前的历史，看第一个推荐是否为最终类别。据此判断推荐是否可信。',
    sample: '每届最多回放',
    sampleUnit: '件（在该届中均匀抽取）',
    session: '会议',
    total: '已交办',
    replayed: '回放',
    top1: '首选命中',
    top3: '前三命中',
    category: '类别首选命中',
    none: '无推荐',
    empty: '还没有往届会议的已交办提案可供回放',
    refresh: '重新计算',
  },
  en: {
    title: 'Suggestion replay',
    intro:
      'Each assigned proposal of past sessions is ranked again from the history before its assignment only: was the first suggested unit, or one of the first three, among its final units? The category from the history before registration: was the first suggestion its final category? This shows whether to trust the suggestions.',
    sample: 'Replay at most',
    sampleUnit: 'per session (spread over the session)',
    session: 'Session',
    total: 'Assigned',
    replayed: 'Replayed',
    top1: 'Top-1 units',
    top3: 'Top-3 units',
    category: 'Top-1 category',
    none: 'No suggestion',
    empty: 'No assigned proposals of past sessions to replay yet',
    refresh: 'Compute again',
  },
});
