/**
 * The labels of the committee's proposal forms and what each fills. The rules that read a document live in
 * recognize.ts; the words live here, so a new form's wording is one line.
 */
export type Section =
  | 'title'
  /**
   * 案由: the proposal's subject, which this product calls its title (proposal-workflow.md), while some
   * forms head the situation with it ("一、案由" under a title line). recognize.ts decides which it is.
   */
  | 'subject'
  | 'analysis'
  | 'suggestions'
  | 'proposer'
  | 'cosigner'
  | 'contactName'
  | 'contactPhone'
  | 'contactAddress';

/**
 * Whole labels, as written before a value ("提案人：张三") or alone as a heading ("一、案由"), tried in this
 * order (a longer label before one it contains: 联名提案人 before 提案人).
 */
export const LABELS: readonly (readonly [Section, readonly string[]])[] = [
  ['cosigner', ['联名提案人', '联名委员', '联名人', '附议人', 'co-signers', 'co-signer', 'joint proposers']],
  ['proposer', ['第一提案人', '领衔提案人', '提案人', '提案者', '领衔人', 'proposer']],
  ['title', ['提案标题', '提案题目', '标题', '题目', '案题', 'title']],
  [
    'suggestions',
    ['具体建议', '意见建议', '对策建议', '建议办法', '办法建议', '解决办法', '建议', '办法', 'suggestions'],
  ],
  ['analysis', ['情况分析', '问题分析', '现状分析', '提案理由', '存在问题', '理由', 'situation', 'analysis']],
  ['subject', ['案由', 'subject']],
  ['contactPhone', ['联系电话', '手机号码', '手机', '电话', 'phone']],
  ['contactAddress', ['通讯地址', '通信地址', '联系地址', '地址', 'address']],
  ['contactName', ['联系人', 'contact']],
];

/**
 * Words that make a short heading one of the sections when it is not a whole label ("三、几点建议",
 * "二、基本情况"), tried in this order.
 */
export const HEADING_WORDS: readonly (readonly [Section, readonly string[]])[] = [
  ['cosigner', ['联名', '附议']],
  ['proposer', ['提案人']],
  ['suggestions', ['建议', '办法', '对策', '措施']],
  ['subject', ['案由']],
  ['analysis', ['分析', '理由', '情况', '现状', '问题', '背景']],
];

/** The header of a table's name column (a table of co-signers: 姓名 | 界别 | 工作单位). */
export const NAME_HEADERS = ['姓名', '委员姓名', '名字', 'name'];

/** Sections that run over several paragraphs: text after their label belongs to them until the next label. */
export const RUNNING_SECTIONS: ReadonlySet<Section> = new Set([
  'subject',
  'analysis',
  'suggestions',
  'proposer',
  'cosigner',
]);
