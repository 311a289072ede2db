/**
 * Every user-facing message the server and the web app share, in both languages. Zod schemas carry
 * a message *key* (`{ error: 'validation.phone' }`); the server translates it for the request's
 * language and the web app shows it through i18next, which loads this same catalogue.
 */
import {
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_STATE_LABELS,
  TASK_ACTION_LABELS,
  TASK_STATE_LABELS,
} from './workflow/labels';
import { contactsMessages } from './contacts/messages';
import { notesMessages } from './notes/messages';
import { contentMessages } from './content/messages';
import { scrumboardMessages } from './scrumboard/messages';
import { fileManagerMessages } from './file-manager/messages';
import { dashboardsMessages } from './dashboards/messages';
import { academyMessages } from './academy/messages';
import { shopMessages } from './e-commerce/messages';
import { identityMessages } from './identity/messages';
import { labelMessages } from './labelMessages';
import { en } from './messages-en';
import { calendarMessages } from './calendar/messages';
import { mailMessages } from './mail/messages';
import { chatMessages } from './chat/messages';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const zhCN = {
  'validation.required': '此项为必填项',
  'validation.invalid': '格式不正确',
  'validation.nulCharacter': '内容含有不允许的控制字符（NUL）',
  'error.malformedUpload': '上传的表单数据格式错误或不完整，请重新选择文件上传',
  'error.badUrl': '请求地址格式不正确',
  'error.publicUrlRequired': '暂时无法发送重置链接：请联系管理员设置系统访问地址（PUBLIC_URL）',
  'validation.tooShort': '长度至少为 {{min}} 个字符',
  'validation.tooLong': '长度不能超过 {{max}} 个字符',
  'validation.min': '不能小于 {{min}}',
  'validation.max': '不能大于 {{max}}',
  'validation.tooFew': '至少需要 {{min}} 项',
  'validation.tooMany': '最多允许 {{max}} 项',
  'validation.unknownField': '不支持此字段',
  'validation.imageUrl': '图片地址须为 http(s) 链接或本站路径',
  'validation.phone': '请输入正确的手机号',
  'validation.code': '验证码至少为6位',
  'validation.displayName': '名称至少为4个字符',
  'validation.email': '请输入有效的电子邮箱',
  'validation.passwordsMismatch': '两次输入的密码不一致',
  'validation.passwordRequired': '请输入密码',
  'validation.displayNameRequired': '请输入显示名称',
  'validation.passwordTooShort': '密码至少为 6 个字符',
  'validation.passwordWeak': '密码过于简单：请勿使用连续或重复的字符及常见密码',
  'validation.emailRequired': '请输入电子邮箱',
  'error.badRequest': '请求内容有误',
  'error.invalidJson': '请求内容不是有效的 JSON',
  'error.unauthorized': '请先登录',
  'error.forbidden': '您没有执行此操作的权限',
  'error.notFound': '请求的资源不存在',
  'error.routeNotFound': '接口 {{method}} {{url}} 不存在',
  'error.conflict': '数据已被他人修改，请刷新后重试',
  'error.payloadTooLarge': '上传内容过大',
  'error.unsupportedMediaType': '不支持的内容类型',
  'error.tooManyRequests': '操作过于频繁，请稍后再试',
  'error.internal': '服务器内部错误，请稍后再试',
  'error.unavailable': '服务暂不可用',
  'error.databaseUnavailable': '数据库暂不可用',
  'error.smsUnavailable': '短信发送失败，请稍后重试',
  'error.webAppNotBuilt': '网页应用尚未构建，请先运行 npm run build',
  'error.network': '网络连接失败，请检查网络后重试',
  'auth.checkEmail': '请检查用户名/邮箱',
  'auth.checkPassword': '请检查密码',
  'auth.accountLocked': '密码错误次数过多，账号已暂时锁定，请 {{minutes}} 分钟后再试',
  'auth.emailInUse': '该邮箱已被使用',
  'auth.phoneInUse': '该手机号已被使用',
  'auth.invalidAccessToken': '访问令牌无效，请重新登录',
  'auth.accountDisabled': '该账号已被停用',
  'auth.registrationClosed': '系统未开放自助注册，请联系管理员',
  'auth.tokenLoginFailed': '令牌登录失败',
  'auth.phoneNotRegistered': '该手机号未在系统中登记',
  'auth.codeWrong': '验证码错误',
  'auth.codeExpired': '验证码已失效，请重新获取',
  'auth.codeTooManyAttempts': '验证码错误次数过多，请重新获取',
  'auth.codeTooSoon': '获取验证码过于频繁，请 {{seconds}} 秒后再试',
  'auth.resetTokenInvalid': '重置链接无效或已过期',
  'auth.resetEmailSubject': '重置您的提案管理系统密码',
  'auth.resetEmailBody': '请在 1 小时内打开以下链接重置密码：{{link}}',
  'auth.smsCodeBody': '【市政协提案管理系统】您的登录验证码为 {{code}}，5 分钟内有效。',
  'error.unitNameInUse': '该单位名称已存在',
  'error.userNotFound': '用户不存在',
  'error.unitNotFound': '单位不存在',
  'validation.phoneOrEmail': '手机号和邮箱至少填写一项',
  'error.cannotLockOutSelf': '不能停用自己的账号或取消自己的管理员角色',
  'proposal.commentRequired': '请填写意见',
  'proposal.reasonRequired': '请填写理由',
  'proposal.categoryRequired': '请选择提案类别',
  'proposal.categoryUnknown': '提案类别不存在',
  'proposal.dispositionRequired': '请选择处理方式（转意见建议或社情民意）',
  'proposal.masterRequired': '请选择要并入的提案',
  'proposal.masterInvalid': '只能并入同一届次中待审查或已立案的其他提案',
  'proposal.contentIncomplete': '提案内容不完整，缺少：{{missing}}',
  'proposal.titleRequired': '请填写案由',
  'proposal.analysisRequired': '请填写情况分析',
  'proposal.suggestionsRequired': '请填写具体建议',
  'proposal.collectiveBodyRequired': '集体提案请填写提案单位',
  'proposal.inviteesRequired': '请至少邀请一位联名委员',
  'proposal.inviteeInvalid': '只能邀请本人以外的委员联名',
  'proposal.signersPending': '尚有联名委员未答复，请在全部答复或联名截止时间过后再提交',
  'proposal.wrongState': '提案当前为「{{state}}」状态，不能执行「{{action}}」',
  'proposal.notAllowed': '您不能对此提案执行「{{action}}」',
  'proposal.alreadyExcellent': '该提案已是优秀提案',
  'proposal.notExcellent': '该提案不是优秀提案',
  'proposal.changedMeanwhile': '提案已被他人修改，请刷新后重试',
  'proposal.notEditable': '只有领衔人可以在草稿或退回修改状态下编辑提案',
  'proposal.noInvitation': '您没有待答复的联名邀请',
  'proposal.noCurrentSession': '尚未设置当前届次，请联系管理员',
  'proposal.sessionNotFound': '届次不存在',
  'proposal.unitUnknown': '建议承办单位不存在',
  'proposal.fileTooLarge': '附件不能超过 {{max}} MB',
  'proposal.fileType': '仅支持 PDF、Word、Excel 和图片文件',
  'file.contentMismatch': '文件内容与扩展名不符，请上传原始文件（不要只修改扩展名）',
  'proposal.tooManyAttachments': '一件提案最多上传 {{max}} 个附件，请先删除不需要的附件',
  'proposal.fileMissing': '请选择要上传的文件',
  'proposal.label.title': '案由',
  'proposal.label.analysis': '情况分析',
  'proposal.label.suggestions': '具体建议',
  'proposal.label.category': '提案类别',
  'proposal.label.collectiveBody': '提案单位',
  'session.exists': '该届次已存在',
  'todo.workflowOwned': '流程待办由系统管理，不能修改其内容或完成状态',
  'signer.accept': '同意联名',
  'supervision.leaderInvalid': '督办领导须是提案委工作人员或管理员账号',
  'supervision.notKey': '只有重点提案才能记录督办活动',
  'evaluation.commentRequired': '选择“不满意”时，请说明理由',
  'evaluation.notOpen': '该答复当前不在评价期内',
  'evaluation.done': '您已评价过该答复',
  'evaluation.notSigner': '只有提案人可以评价答复',
  'evaluation.noUnsatisfied': '本轮答复没有“不满意”的评价，不能重新办理',
  'evaluation.notSettled': '尚有提案人未评价且评价期未满，暂不能办结',
  'evaluation.notSecondRound': '只有重新办理后仍不满意的提案才能协商办结',
  'communication.add': '新增沟通记录',
  'signer.decline': '拒绝联名',
  'task.wrongState': '任务当前为「{{state}}」状态，不能执行「{{action}}」',
  'task.notAllowed': '您不能对此任务执行「{{action}}」',
  'task.changedMeanwhile': '任务已被他人处理，请刷新后重试',
  'task.notMine': '此任务不属于您的单位',
  'task.adjustmentWindowClosed': '已超过调整申请期限（交办后 {{days}} 个工作日内），不能再申请调整',
  'task.newUnitsRequired': '请选择新的承办单位',
  'task.newUnitsInvalid': '新的承办单位不能是原单位，也不能已在承办本提案',
  'task.leadTakesOneUnit': '主办任务只能调整给一个单位',
  'task.dueDateRequired': '请选择新的办理期限',
  'task.dueDateBeyondLimit': '办理期限不能晚于 {{date}}（最长办理期限）',
  'task.dueDateNotLater': '新的办理期限须晚于当前期限 {{date}}',
  'task.extensionPending': '已有延期申请等待审批',
  'task.noExtensionPending': '没有待审批的延期申请',
  'task.draftRequired': '请先起草答复正文，再送协办单位会签',
  'task.draftNotSent': '主办单位尚未送来答复稿，暂不能发表协办意见',
  'task.opinionRequired': '请填写协办意见',
  'task.opinionsPending': '尚有协办单位未反馈意见：{{units}}',
  'task.replyIncomplete': '答复尚不完整，请填写：{{missing}}',
  'task.documentRequired': '请上传答复文件（PDF 或 Word），或生成答复函',
  'task.communicationRequired': '提交答复前须至少有一条与提案人的沟通记录',
  'task.resultClassUnknown': '答复类别不存在',
  'task.replyNotEditable': '答复已提交或已办结，不能修改',
  'task.documentType': '答复文件仅支持 PDF 和 Word（.docx）格式',
  'reply.label.docNumber': '文号',
  'reply.label.title': '标题',
  'reply.label.body': '答复正文',
  'reply.label.resultClass': '答复类别',
  'reply.label.signingLeader': '签发领导',
  'reply.label.contactPerson': '联系人',
  'reply.label.contactPhone': '联系电话',
  'assignment.singleNeedsOneLead': '单办须指定一个承办单位',
  'assignment.separateNeedsTwoLeads': '分办须指定至少两个承办单位',
  'assignment.jointNeedsOneLead': '会办须指定一个主办单位',
  'assignment.jointNeedsCoUnits': '会办须指定至少一个协办单位',
  'assignment.onlyJointHasCoUnits': '只有会办才能指定协办单位',
  'assignment.duplicateUnit': '同一单位不能重复指定',
  'assignment.unitUnknown': '承办单位不存在',
  'assignment.dueDatePast': '办理期限须晚于当前时间',
  'chat.contactUnknown': '联系人不存在',
  'chat.contactNotAllowed': '您不能与该用户聊天',
  'chat.notCaller': 'userId 必须是当前登录用户本人',
  'chat.self': '不能与自己聊天',
  'chat.chatUnknown': '会话不存在',
  'chat.contactMismatch': '联系人不是该会话的另一方',
  ...labelMessages('proposalState', PROPOSAL_STATE_LABELS, 'zh-CN'),
  ...labelMessages('proposalAction', PROPOSAL_ACTION_LABELS, 'zh-CN'),
  ...labelMessages('taskState', TASK_STATE_LABELS, 'zh-CN'),
  ...labelMessages('taskAction', TASK_ACTION_LABELS, 'zh-CN'),
  ...contactsMessages['zh-CN'],
  ...calendarMessages['zh-CN'],
  ...mailMessages['zh-CN'],
  ...chatMessages['zh-CN'],
  ...notesMessages['zh-CN'],
  ...contentMessages['zh-CN'],
  ...scrumboardMessages['zh-CN'],
  ...fileManagerMessages['zh-CN'],
  ...dashboardsMessages['zh-CN'],
  ...academyMessages['zh-CN'],
  ...shopMessages['zh-CN'],
  ...identityMessages['zh-CN'],
} as const;

export type MessageKey = keyof typeof zhCN;

export const messages: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(zhCN, value);
}

export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** Translates a key (or passes a plain text through) and fills `{{name}}` placeholders. */
export function translate(
  keyOrText: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? translateParam(params[name], language) : whole,
  );
}

/**
 * A placeholder value made only of message keys (one, or several joined by commas) is translated too,
 * so a server error can name fields in the reader's language: `{ missing: 'a.key,b.key' }`.
 */
function translateParam(value: string | number | undefined, language: Language): string {
  const text = String(value);
  const parts = text.split(',');
  if (!parts.every((part) => isMessageKey(part))) return text;
  return parts.map((part) => messages[language][part]).join(language === 'zh-CN' ? '、' : ', ');
}
