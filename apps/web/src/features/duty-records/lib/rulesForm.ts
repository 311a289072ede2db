import {
  DUTY_ACT_KINDS,
  dutyScoreRulesSchema,
  type DutyActKind,
  type DutyScoreRules,
  type MessageKey,
} from '@cppcc/contracts';

/** The rules form holds what is typed: text per field, an empty cap meaning no cap. */
export type DutyRulesForm = Record<DutyActKind, { points: string; cap: string }>;

export function toRulesForm(rules: DutyScoreRules): DutyRulesForm {
  return Object.fromEntries(
    DUTY_ACT_KINDS.map((kind) => [
      kind,
      { points: String(rules[kind].points), cap: rules[kind].cap === null ? '' : String(rules[kind].cap) },
    ]),
  ) as DutyRulesForm;
}

const numberOrText = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * The typed form as rules, checked by the contract's schema: the rules, or each bad field's message key
 * by its path (`led.points`), as the server's 400 names them.
 */
export function parseRulesForm(
  form: DutyRulesForm,
): { rules: DutyScoreRules; errors?: undefined } | { rules?: undefined; errors: Record<string, MessageKey> } {
  const value = Object.fromEntries(
    DUTY_ACT_KINDS.map((kind) => [
      kind,
      {
        points: numberOrText(form[kind].points),
        cap: form[kind].cap.trim() === '' ? null : numberOrText(form[kind].cap),
      },
    ]),
  );
  const parsed = dutyScoreRulesSchema.safeParse(value);
  if (parsed.success) return { rules: parsed.data };
  const errors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const kind = path.endsWith('.cap') ? 'dutyRecords.capInvalid' : 'dutyRecords.pointsInvalid';
    errors[path] ??= kind;
  }
  return { errors };
}
