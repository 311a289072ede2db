import { defineBundle } from '../../shared/i18n/bundle';

export const i18nBundle = defineBundle('print', {
  'zh-CN': {
    replyLetter: '答复函',
    print: '打印',
    back: '返回',
    loadError: '加载失败：{{message}}',
    retry: '重试',
    notFound: '找不到该答复，或您无权查看。',
    notApproved: '该答复尚未审核通过，打印稿仅供内部核对。',
    toolbar: '打印工具栏',
    proposal: '提案',
  },
  en: {
    replyLetter: 'Reply letter',
    print: 'Print',
    back: 'Back',
    loadError: 'Could not load: {{message}}',
    retry: 'Retry',
    notFound: 'This reply does not exist, or you may not read it.',
    notApproved: 'This reply has not been approved yet; the print is for internal checking only.',
    toolbar: 'Print toolbar',
    proposal: 'Proposal',
  },
});
