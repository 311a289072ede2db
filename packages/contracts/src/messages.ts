/**
 * Every user-facing message the server and the web app share, in both languages. Zod schemas carry
 * a message *key* (`{ error: 'validation.phone' }`); the server translates it for the request's
 * language and the web app shows it through i18next, which loads this same catalogue.
 */
export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const zhCN = {
  'validation.required': '此项为必填项',
  'validation.invalid': '格式不正确',
  'validation.tooShort': '长度至少为 {{min}} 个字符',
  'validation.tooLong': '长度不能超过 {{max}} 个字符',
  'validation.min': '不能小于 {{min}}',
  'validation.max': '不能大于 {{max}}',
  'validation.tooFew': '至少需要 {{min}} 项',
  'validation.tooMany': '最多允许 {{max}} 项',
  'validation.unknownField': '不支持此字段',
  'validation.phone': '请输入正确的手机号',
  'validation.code': '验证码至少为6位',
  'validation.displayName': '名称至少为4个字符',
  'validation.email': '请输入有效的电子邮箱',
  'validation.passwordsMismatch': '两次输入的密码不一致',
  'validation.passwordRequired': '请输入密码',
  'validation.displayNameRequired': '请输入显示名称',
  'validation.passwordTooShort': '密码至少为 6 个字符',
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
  'error.webAppNotBuilt': '网页应用尚未构建，请先运行 npm run build',
  'error.network': '网络连接失败，请检查网络后重试',
  'auth.checkEmail': '请检查用户名/邮箱',
  'auth.checkPassword': '请检查密码',
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
  'proposal.changedMeanwhile': '提案已被他人修改，请刷新后重试',
  'proposal.notEditable': '只有领衔人可以在草稿或退回修改状态下编辑提案',
  'proposal.noInvitation': '您没有待答复的联名邀请',
  'proposal.noCurrentSession': '尚未设置当前届次，请联系管理员',
  'proposal.sessionNotFound': '届次不存在',
  'proposal.unitUnknown': '建议承办单位不存在',
  'proposal.fileTooLarge': '附件不能超过 {{max}} MB',
  'proposal.fileType': '仅支持 PDF、Word、Excel 和图片文件',
  'proposal.fileMissing': '请选择要上传的文件',
  'proposal.label.title': '案由',
  'proposal.label.analysis': '情况分析',
  'proposal.label.suggestions': '具体建议',
  'proposal.label.category': '提案类别',
  'proposal.label.collectiveBody': '提案单位',
  'session.exists': '该届次已存在',
  'todo.workflowOwned': '流程待办由系统管理，不能修改其内容或完成状态',
} as const;

export type MessageKey = keyof typeof zhCN;

const en: Record<MessageKey, string> = {
  'validation.required': 'This field is required.',
  'validation.invalid': 'The format is not valid.',
  'validation.tooShort': 'Min character length is {{min}}.',
  'validation.tooLong': 'Max character length is {{max}}.',
  'validation.min': 'Must be at least {{min}}.',
  'validation.max': 'Must be at most {{max}}.',
  'validation.tooFew': 'At least {{min}} items are required.',
  'validation.tooMany': 'At most {{max}} items are allowed.',
  'validation.unknownField': 'This field is not allowed.',
  'validation.phone': 'Please enter a correct phone number.',
  'validation.code': 'The verification code has at least 6 digits.',
  'validation.displayName': 'Min character length is 4.',
  'validation.email': 'Please enter a valid email.',
  'validation.passwordsMismatch': 'Passwords do not match.',
  'validation.passwordRequired': 'Please enter your password.',
  'validation.displayNameRequired': 'Enter display name',
  'validation.passwordTooShort': 'Min character length is 6.',
  'validation.emailRequired': 'Enter your email',
  'error.badRequest': 'The request is not valid.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.unauthorized': 'Please sign in first.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.notFound': 'The requested resource does not exist.',
  'error.routeNotFound': 'Route {{method}} {{url}} not found.',
  'error.conflict': 'Someone else changed this meanwhile; reload and try again.',
  'error.payloadTooLarge': 'The upload is too large.',
  'error.unsupportedMediaType': 'This content type is not supported.',
  'error.tooManyRequests': 'Too many requests; please try again later.',
  'error.internal': 'Internal server error; please try again later.',
  'error.unavailable': 'The service is unavailable.',
  'error.databaseUnavailable': 'The database is unavailable.',
  'error.webAppNotBuilt': 'The web app is not built yet; run `npm run build`.',
  'error.network': 'Network error; check your connection and try again.',
  'auth.checkEmail': 'Check your username/email',
  'auth.checkPassword': 'Check your password',
  'auth.emailInUse': 'The email is already in use',
  'auth.phoneInUse': 'The phone number is already in use',
  'auth.invalidAccessToken': 'Invalid access token detected',
  'auth.accountDisabled': 'This account has been disabled.',
  'auth.registrationClosed': 'Self-registration is switched off; please ask an administrator.',
  'auth.tokenLoginFailed': 'Failed to login with token.',
  'auth.phoneNotRegistered': 'This phone number is not registered in the system.',
  'auth.codeWrong': 'The verification code is wrong.',
  'auth.codeExpired': 'The verification code has expired; please request a new one.',
  'auth.codeTooManyAttempts': 'Too many wrong verification codes; please request a new one.',
  'auth.codeTooSoon': 'Codes are requested too often; please try again in {{seconds}} s.',
  'auth.resetTokenInvalid': 'The reset link is invalid or has expired.',
  'auth.resetEmailSubject': 'Reset your proposal system password',
  'auth.resetEmailBody': 'Open this link within 1 hour to reset your password: {{link}}',
  'auth.smsCodeBody': '[CPPCC proposals] Your sign-in code is {{code}}, valid for 5 minutes.',
  'error.unitNameInUse': 'A unit with this name already exists.',
  'error.userNotFound': 'The user does not exist.',
  'error.unitNotFound': 'The unit does not exist.',
  'validation.phoneOrEmail': 'Enter a phone number or an email (or both).',
  'error.cannotLockOutSelf': 'You cannot disable your own account or remove your own admin role.',
  'proposal.commentRequired': 'Please enter a comment.',
  'proposal.reasonRequired': 'Please enter a reason.',
  'proposal.categoryRequired': 'Please choose a category.',
  'proposal.categoryUnknown': 'This category does not exist.',
  'proposal.dispositionRequired': 'Please choose a disposition (opinion or public sentiment).',
  'proposal.masterRequired': 'Please choose the proposal to merge into.',
  'proposal.masterInvalid':
    'A proposal can only be merged into another submitted or registered proposal of the same session.',
  'proposal.contentIncomplete': 'The proposal is incomplete; missing: {{missing}}',
  'proposal.titleRequired': 'Please enter the title.',
  'proposal.analysisRequired': 'Please enter the situation analysis.',
  'proposal.suggestionsRequired': 'Please enter the concrete suggestions.',
  'proposal.collectiveBodyRequired': 'A collective proposal needs the proposing body.',
  'proposal.inviteesRequired': 'Please invite at least one co-signer.',
  'proposal.inviteeInvalid': 'Only other members can be invited as co-signers.',
  'proposal.signersPending':
    'Some co-signers have not answered yet; submit when all have answered or the sign-by date has passed.',
  'proposal.wrongState': 'The proposal is {{state}}; "{{action}}" is not possible now.',
  'proposal.notAllowed': 'You may not "{{action}}" this proposal.',
  'proposal.changedMeanwhile': 'The proposal was changed meanwhile; reload and try again.',
  'proposal.notEditable': 'Only the first proposer can edit a draft or a returned proposal.',
  'proposal.noInvitation': 'You have no pending co-sign invitation for this proposal.',
  'proposal.noCurrentSession': 'No current session is set; please ask an administrator.',
  'proposal.sessionNotFound': 'The session does not exist.',
  'proposal.unitUnknown': 'A suggested unit does not exist.',
  'proposal.fileTooLarge': 'Attachments may be at most {{max}} MB.',
  'proposal.fileType': 'Only PDF, Word, Excel and image files are allowed.',
  'proposal.fileMissing': 'Please choose a file to upload.',
  'proposal.label.title': 'title',
  'proposal.label.analysis': 'situation analysis',
  'proposal.label.suggestions': 'concrete suggestions',
  'proposal.label.category': 'category',
  'proposal.label.collectiveBody': 'proposing body',
  'session.exists': 'This session already exists.',
  'todo.workflowOwned':
    'Workflow to-dos are managed by the system; their content and completion cannot be changed.',
};

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
