import { defineBundle } from '../../shared/i18n/bundle';
import { sampleTextsEn, sampleTextsZh } from './lib/sampleTexts';

/** Texts of the documentation pages (seed 001 §2) and of the component examples they show. */
export const i18nBundle = defineBundle('documentation', {
  'zh-CN': {
    documentation: '开发文档',
    example: '示例',
    code: '代码',
    loadFailed: '文档加载失败。',
    retry: '重试',
    previous: '上一篇',
    next: '下一篇',
    pageNavigation: '文档翻页',
    ...sampleTextsZh,
  },
  en: {
    documentation: 'Documentation',
    example: 'Example',
    code: 'Code',
    loadFailed: 'The page could not be loaded.',
    retry: 'Retry',
    previous: 'Previous',
    next: 'Next',
    pageNavigation: 'Documentation pages',
    ...sampleTextsEn,
  },
});
