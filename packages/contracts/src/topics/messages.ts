/** The topic guide's and paper submissions' messages, spread into the catalogue (messages-all.ts). */
export const topicsMessages = {
  'zh-CN': {
    'topics.titleRequired': '请填写选题标题',
    'topics.notFound': '选题不存在',
    'topics.changedMeanwhile': '该选题已被他人修改，请刷新后重试',
    'topics.orderIncomplete': '排序须包含本届次的全部选题',
    'topics.notPublished': '只能选择本届次已发布的选题',
    'topics.alreadyPublished': '该选题已发布',
    'topics.notPublishedYet': '该选题尚未发布',
    'paper.memberRequired': '请选择提交纸质材料的委员',
    'paper.numberRequired': '请填写纸质编号',
    'paper.notMember': '所选用户不是委员',
    'paper.notSigner': '该委员不是此提案的提案人',
  },
  en: {
    'topics.titleRequired': 'Enter the topic’s title.',
    'topics.notFound': 'This topic does not exist.',
    'topics.changedMeanwhile': 'Someone else changed this topic meanwhile. Reload and try again.',
    'topics.orderIncomplete': 'The order must list every topic of the session.',
    'topics.notPublished': 'Choose a published topic of the proposal’s session.',
    'topics.alreadyPublished': 'This topic is already published.',
    'topics.notPublishedYet': 'This topic is not published.',
    'paper.memberRequired': 'Choose the member who handed in the paper.',
    'paper.numberRequired': 'Enter the paper’s number.',
    'paper.notMember': 'The chosen user is not a member.',
    'paper.notSigner': 'This member is not a proposer of this proposal.',
  },
} as const;
