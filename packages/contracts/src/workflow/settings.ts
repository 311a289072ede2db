import { z } from 'zod';

/**
 * Workflow settings (proposal-workflow.md, "Settings"): rules differ between cities, so every period,
 * class list and category list is a setting with these defaults, editable by admin.
 */
const labelled = z.object({
  code: z.string().trim().min(1, { error: 'validation.required' }).max(20),
  zh: z.string().trim().min(1, { error: 'validation.required' }).max(100),
  en: z.string().trim().min(1, { error: 'validation.required' }).max(100),
});

export const workflowSettingsSchema = z.object({
  replyPeriodMonths: z.number().int().min(1).max(24),
  maxPeriodMonths: z.number().int().min(1).max(36),
  rehandlingPeriodMonths: z.number().int().min(1).max(24),
  adjustmentWindowWorkingDays: z.number().int().min(0).max(60),
  coUnitOpinionPeriodMonths: z.number().int().min(1).max(12),
  evaluationWindowWorkingDays: z.number().int().min(1).max(120),
  overdueWarningDays: z.number().int().min(0).max(90),
  /** 催办: a task not signed for this many days after assignment is warned about (issue 28 §3). */
  signWarningDays: z.number().int().min(1).max(60),
  /** 查重: same-session proposals at least this alike (percent) are offered as 并案 candidates at review. */
  mergeSuggestPercent: z.number().int().min(1).max(100),
  /** 面商: a unit consults the proposer within this many working days of assignment; null = no such rule (issue 28 §1). */
  consultationWorkingDays: z.number().int().min(1).max(60).nullable(),
  replyClasses: z.array(labelled).min(1).max(10),
  categories: z.array(labelled).min(1).max(50),
});
export type WorkflowSettings = z.infer<typeof workflowSettingsSchema>;

export const DEFAULT_WORKFLOW_SETTINGS: WorkflowSettings = {
  replyPeriodMonths: 3,
  maxPeriodMonths: 6,
  rehandlingPeriodMonths: 3,
  adjustmentWindowWorkingDays: 5,
  coUnitOpinionPeriodMonths: 1,
  evaluationWindowWorkingDays: 15,
  overdueWarningDays: 7,
  signWarningDays: 3,
  mergeSuggestPercent: 60,
  consultationWorkingDays: null,
  replyClasses: [
    { code: 'A', zh: '所提问题已解决或采纳', en: 'Solved or adopted' },
    { code: 'B', zh: '列入计划拟解决或拟采纳', en: 'Planned to be solved or adopted' },
    { code: 'C', zh: '留作参考', en: 'Kept for reference' },
  ],
  categories: [
    { code: 'economy', zh: '经济建设', en: 'Economic development' },
    { code: 'politics', zh: '政治建设', en: 'Political development' },
    { code: 'culture', zh: '文化建设', en: 'Cultural development' },
    { code: 'society', zh: '社会建设', en: 'Social development' },
    { code: 'ecology', zh: '生态文明建设', en: 'Ecological civilisation' },
  ],
};

/** The period the consultation rule takes when it is switched on (Chongyi's 15 working days). */
export const DEFAULT_CONSULTATION_WORKING_DAYS = 15;
