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
    name in params ? String(params[name]) : whole,
  );
}
