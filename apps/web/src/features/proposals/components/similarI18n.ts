import { defineBundle } from '../../../shared/i18n/bundle';

/** Texts of the editor's 查重 panel (issue 27 §3). */
export const similarBundle = defineBundle('proposalSimilar', {
  'zh-CN': {
    heading: '查重：相似的已有提案',
    hint: '边写边比对已公开的提案和答复、您本人的提案。可借鉴已有答复，避免重复提出。',
    checking: '正在比对…',
    empty: '暂未发现相似的提案。',
    failed: '查重暂时不可用，不影响继续撰写。',
    overlap: '重合 {{percent}}%',
    units: '承办单位：{{names}}',
    reply: '答复（{{resultClass}}）：{{summary}}',
    replyNoClass: '答复：{{summary}}',
    noReply: '尚无答复',
    open: '查看',
    source_own: '我的提案',
    source_published: '已公开',
    source_committee: '本届及往届提案',
    source_clue: '线索库',
  },
  en: {
    heading: 'Similarity check: existing proposals like this one',
    hint: 'While you write, your draft is compared with published proposals and replies and with your own proposals. Build on earlier answers instead of repeating them.',
    checking: 'Comparing…',
    empty: 'No similar proposals found yet.',
    failed: 'The similarity check is unavailable for now; you can keep writing.',
    overlap: '{{percent}}% overlap',
    units: 'Handled by: {{names}}',
    reply: 'Reply ({{resultClass}}): {{summary}}',
    replyNoClass: 'Reply: {{summary}}',
    noReply: 'No reply yet',
    open: 'Open',
    source_own: 'My proposal',
    source_published: 'Published',
    source_committee: 'Proposal on file',
    source_clue: 'Clue library',
  },
});
