import { labelMessages } from '../labelMessages';
import { IMPORT_KIND_LABELS } from './columns';
import { IMPORT_OUTCOME_LABELS } from './imports';

/** The Excel import's messages, spread into the shared catalogue (messages-all.ts). */
export const importMessages = {
  'zh-CN': {
    'import.notExcel': '文件不是 Excel 工作簿（.xlsx），请使用下载的模板',
    'import.damaged': 'Excel 文件已损坏，无法读取',
    'import.encrypted': '文件设置了打开密码，请取消密码后再导入',
    'import.tooLarge': '导入文件不能超过 {{max}} MB',
    'import.fileRequired': '请选择要导入的 Excel 文件',
    'import.missingColumns': '缺少必需的列：{{columns}}',
    'import.noRows': '工作表中没有数据行',
    'import.tooManyRows': '一次最多导入 {{max}} 行',
    'import.hasProblems': '有 {{count}} 行存在问题，未导入任何数据',
    'import.required': '不能为空',
    'import.tooLong': '不能超过 {{max}} 个字',
    'import.unknownRole': '未知或不可导入的角色：{{name}}',
    'import.unitNeeded': '承办单位和签发人须填写所属单位',
    'import.sectorNeeded': '政协委员须填写界别',
    'import.unknownUnit': '系统中没有名为“{{name}}”的单位',
    'import.unitType': '单位类型须为：{{types}}',
    'import.integer': '须为 {{min}} 到 {{max}} 之间的整数',
    'import.date': '须为日期（年-月-日）',
    'import.duplicateInFile': '与第 {{row}} 行重复',
    'import.emailInUse': '该电子邮箱已被其他账号使用',
    'import.adminAccount': '管理员账号不能通过导入修改',
    'import.invitationSms':
      '【市政协提案】{{name}}您好，您的账号已开通。请在 7 天内打开链接设置密码：{{link}} ，也可直接用本手机号验证码登录。',
    'import.invitationEmailSubject': '市政协提案管理系统账号已开通',
    'import.invitationEmailBody':
      '{{name}}您好：\n\n您在市政协提案管理系统的账号已开通。请在 7 天内打开下面的链接设置密码：\n{{link}}',
    ...labelMessages('importKind', IMPORT_KIND_LABELS, 'zh-CN'),
    ...labelMessages('importOutcome', IMPORT_OUTCOME_LABELS, 'zh-CN'),
  },
  en: {
    'import.notExcel': 'The file is not an Excel workbook (.xlsx). Use the downloaded template.',
    'import.damaged': 'The Excel file is damaged and cannot be read.',
    'import.encrypted': 'The file is protected by a password. Remove the password and import it again.',
    'import.tooLarge': 'An import file may be at most {{max}} MB.',
    'import.fileRequired': 'Choose the Excel file to import.',
    'import.missingColumns': 'Required columns are missing: {{columns}}',
    'import.noRows': 'The sheet holds no data rows.',
    'import.tooManyRows': 'At most {{max}} rows can be imported at once.',
    'import.hasProblems': '{{count}} rows have problems; nothing was imported.',
    'import.required': 'Required',
    'import.tooLong': 'At most {{max}} characters.',
    'import.unknownRole': 'Unknown role, or one that cannot be imported: {{name}}',
    'import.unitNeeded': 'Unit clerks and approvers need their unit.',
    'import.sectorNeeded': 'Members need their sector.',
    'import.unknownUnit': 'There is no unit named "{{name}}".',
    'import.unitType': 'The unit type must be one of: {{types}}',
    'import.integer': 'A whole number from {{min}} to {{max}}.',
    'import.date': 'A date (year-month-day).',
    'import.duplicateInFile': 'Same as row {{row}}.',
    'import.emailInUse': 'This e-mail address belongs to another account.',
    'import.adminAccount': 'Administrator accounts cannot be changed by an import.',
    'import.invitationSms':
      '[CPPCC proposals] {{name}}, your account is ready. Set your password within 7 days: {{link}} — or sign in with a code sent to this phone.',
    'import.invitationEmailSubject': 'Your CPPCC proposal system account is ready',
    'import.invitationEmailBody':
      'Dear {{name}},\n\nYour account in the CPPCC proposal system is ready. Set your password within 7 days with this link:\n{{link}}',
    ...labelMessages('importKind', IMPORT_KIND_LABELS, 'en'),
    ...labelMessages('importOutcome', IMPORT_OUTCOME_LABELS, 'en'),
  },
} as const;
