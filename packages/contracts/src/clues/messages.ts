import { CLUE_ACTION_LABELS, CLUE_STATE_LABELS } from '../workflow/clue';
import { labelMessages } from '../labelMessages';

/** The clue collection's validation, error and SMS texts, spread into the shared catalogue. */
export const clueMessages = {
  'zh-CN': {
    ...labelMessages('clueState', CLUE_STATE_LABELS, 'zh-CN'),
    ...labelMessages('clueAction', CLUE_ACTION_LABELS, 'zh-CN'),
    'clues.noOpenCampaign': '当前没有正在进行的提案线索征集，暂不接收线索',
    'clues.endBeforeStart': '结束日期不能早于开始日期',
    'clues.campaignOverlap': '该时段与征集活动“{{title}}”重叠，同一天只能有一个征集活动',
    'clues.campaignClosed': '该征集活动已经结束',
    'clues.tooManyToday': '同一手机号每天最多提交 {{max}} 条线索，请明天再来',
    'clues.wrongState': '线索当前为“{{state}}”，不能执行“{{action}}”',
    'clues.changedMeanwhile': '线索已被他人处理，请刷新后再试',
    'clues.targetInvalid': '请选择另一条待筛选或已入库的线索',
    'clues.alreadyAdopted': '您已经采用过这条线索',
    'clues.notInLibrary': '只能采用线索库中的线索',
    'clues.pictureType': '图片只能是 PNG、JPG、GIF 或 WebP 格式',
    'clues.pictureTooLarge': '每张图片不能超过 {{max}} MB',
    'clues.tooManyPictures': '每条线索最多附 {{max}} 张图片',
    'clues.picturesClosed': '线索提交后 {{minutes}} 分钟内、筛选之前才能补充图片',
    'clues.smsCode': '【市政协】您正在提交提案线索，验证码为 {{code}}，5 分钟内有效。如非本人操作，请忽略。',
    'clues.smsReceived':
      '【市政协】您提交的提案线索“{{title}}”已收到，我们将尽快筛选。办理情况可在此查看：{{link}}',
    'clues.smsAccepted':
      '【市政协】您提交的提案线索“{{title}}”已被采纳，收入提案线索库，供委员参考。查看：{{link}}',
    'clues.smsMerged':
      '【市政协】您提交的提案线索“{{title}}”与其他群众反映的内容相近，已合并处理。查看：{{link}}',
    'clues.smsDeclined': '【市政协】您提交的提案线索“{{title}}”暂未采用，原因：{{reason}}。查看：{{link}}',
    'clues.smsReplyPublished': '【市政协】根据您的线索“{{title}}”形成的提案已获答复，答复全文：{{link}}',
  },
  en: {
    ...labelMessages('clueState', CLUE_STATE_LABELS, 'en'),
    ...labelMessages('clueAction', CLUE_ACTION_LABELS, 'en'),
    'clues.noOpenCampaign': 'No clue collection is open at the moment: clues cannot be sent now.',
    'clues.endBeforeStart': 'The end date cannot be before the start date.',
    'clues.campaignOverlap':
      'This period overlaps the campaign "{{title}}": only one campaign may cover a day.',
    'clues.campaignClosed': 'This campaign is already over.',
    'clues.tooManyToday': 'One phone may send at most {{max}} clues a day. Please come back tomorrow.',
    'clues.wrongState': 'The clue is "{{state}}": "{{action}}" is not possible now.',
    'clues.changedMeanwhile': 'Someone else handled this clue meanwhile. Reload and try again.',
    'clues.targetInvalid': 'Choose another clue that is awaiting screening or in the library.',
    'clues.alreadyAdopted': 'You have already adopted this clue.',
    'clues.notInLibrary': 'Only clues in the library can be adopted.',
    'clues.pictureType': 'A picture must be a PNG, JPG, GIF or WebP image.',
    'clues.pictureTooLarge': 'Each picture may be at most {{max}} MB.',
    'clues.tooManyPictures': 'A clue may have at most {{max}} pictures.',
    'clues.picturesClosed':
      'Pictures can only be added within {{minutes}} minutes of sending the clue, before it is screened.',
    'clues.smsCode': 'CPPCC: your code for sending a proposal clue is {{code}}, valid for 5 minutes.',
    'clues.smsReceived': 'CPPCC: your proposal clue "{{title}}" was received. Follow it here: {{link}}',
    'clues.smsAccepted':
      'CPPCC: your proposal clue "{{title}}" was accepted into the clue library. See {{link}}',
    'clues.smsMerged': 'CPPCC: your proposal clue "{{title}}" was merged with a similar one. See {{link}}',
    'clues.smsDeclined': 'CPPCC: your proposal clue "{{title}}" was not taken up: {{reason}}. See {{link}}',
    'clues.smsReplyPublished':
      'CPPCC: the proposal built on your clue "{{title}}" has a public reply: {{link}}',
  },
} as const;
