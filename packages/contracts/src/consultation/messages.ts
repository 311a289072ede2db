import { labelMessages } from '../labelMessages';
import { CONSULTATION_ACTION_LABELS, CONSULTATION_STATE_LABELS } from '../workflow/consultation';

/** The consultation meetings' (面商) validation and error texts, spread into the shared catalogue. */
export const consultationMessages = {
  'zh-CN': {
    ...labelMessages('consultationState', CONSULTATION_STATE_LABELS, 'zh-CN'),
    ...labelMessages('consultationAction', CONSULTATION_ACTION_LABELS, 'zh-CN'),
    'consultation.slotsRequired': '请至少提供一个面商时间',
    'consultation.tooManySlots': '最多提供三个面商时间供选择',
    'consultation.slotInPast': '面商时间须晚于现在',
    'consultation.placeRequired': '请填写面商地点，或选择电话/视频方式',
    'consultation.durationRange': '时长须在 15 分钟至 8 小时之间',
    'consultation.taskNotOpen': '任务当前为「{{state}}」状态，签收后、答复送出前才能安排面商',
    'consultation.openExists': '本任务已有尚未记录纪要的面商，请在其基础上继续',
    'consultation.wrongState': '面商当前为「{{state}}」，不能执行「{{action}}」',
    'consultation.notInvited': '您不在本次面商的邀请名单中',
    'consultation.alreadyAnswered': '您已答复过本轮面商邀请',
    'consultation.slotUnknown': '请选择本轮提供的面商时间之一',
    'consultation.beforeMeeting': '面商时间（{{time}}）尚未到，会后才能记录纪要',
    'consultation.changedMeanwhile': '面商已被他人更新，请刷新后再试',
    'consultation.noProposers': '该提案没有可邀请的提案人',
  },
  en: {
    ...labelMessages('consultationState', CONSULTATION_STATE_LABELS, 'en'),
    ...labelMessages('consultationAction', CONSULTATION_ACTION_LABELS, 'en'),
    'consultation.slotsRequired': 'Offer at least one time for the consultation.',
    'consultation.tooManySlots': 'Offer at most three times to choose from.',
    'consultation.slotInPast': 'The time must be later than now.',
    'consultation.placeRequired': 'Give the place, or choose by phone/video.',
    'consultation.durationRange': 'The length must be between 15 minutes and 8 hours.',
    'consultation.taskNotOpen':
      'The task is {{state}}: a consultation can be arranged once it is signed for and before the reply goes out.',
    'consultation.openExists':
      'This task already has a consultation without minutes; carry on with that one.',
    'consultation.wrongState': 'The consultation is {{state}}: "{{action}}" is not possible now.',
    'consultation.notInvited': 'You are not invited to this consultation.',
    'consultation.alreadyAnswered': 'You have already answered this round of the invitation.',
    'consultation.slotUnknown': 'Choose one of the times offered in this round.',
    'consultation.beforeMeeting':
      'The meeting ({{time}}) has not taken place yet: record the minutes afterwards.',
    'consultation.changedMeanwhile': 'Someone else updated the consultation meanwhile. Reload and try again.',
    'consultation.noProposers': 'The proposal has no proposer to invite.',
  },
};
