import { defineBundle } from '../../../shared/i18n/bundle';

/** Texts of the review queue's 并案 candidates (issue 27 §3). */
export const mergeBundle = defineBundle('staffMerge', {
  'zh-CN': {
    column: '并案候选',
    checking: '比对中…',
    failed: '查重失败',
    none: '无',
    overlap: '重合 {{percent}}%',
    compareLabel: '对照查看：{{title}}（重合 {{percent}}%）',
    compareTitle: '并案对照',
    mergeHint:
      '左为待审查提案，右为同届相似提案。确认内容相近后，可将左侧提案并入右侧提案，左侧提案随即办结。',
    thisOne: '待审查提案',
    candidate: '相似提案（并入目标）',
    sharedPassages: '重合段落',
    cancel: '取消',
    mergeInto: '并入此件',
  },
  en: {
    column: 'Merge candidates',
    checking: 'Comparing…',
    failed: 'Check failed',
    none: 'None',
    overlap: '{{percent}}% overlap',
    compareLabel: 'Compare with {{title}} ({{percent}}% overlap)',
    compareTitle: 'Compare before merging',
    mergeHint:
      'Left: the proposal under review; right: a similar proposal of the same session. If they match, merge the left one into the right one; the left one is then closed.',
    thisOne: 'Under review',
    candidate: 'Similar proposal (merge target)',
    sharedPassages: 'Shared passages',
    cancel: 'Cancel',
    mergeInto: 'Merge into this one',
  },
});
