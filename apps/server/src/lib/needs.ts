import { missingNeedInputs, type MessageKey, type NeedInput } from '@cppcc/contracts';
import { AppError } from '../http/errors';

/**
 * What a transition's needs found wrong (proposals and tasks alike): a conflict of state throws at once,
 * blank or bad fields are collected here and answered as one 400 naming each field.
 */
export class NeedsReport {
  readonly fields: Record<string, string> = {};
  message: MessageKey = 'error.badRequest';
  params: Record<string, string> = {};

  /** With `messageFromFirstField`, the 400's message is the first bad field's (tasks); else a generic one. */
  constructor(private readonly messageFromFirstField: boolean) {}

  fail(field: string, key: MessageKey): void {
    this.fields[field] = key;
    if (this.messageFromFirstField && this.message === 'error.badRequest') this.message = key;
  }

  /** Records each blank required input of a need (the contracts' table); true when all are given. */
  inputsGiven<F extends string>(
    inputs: readonly NeedInput<F>[],
    values: Partial<Record<F, unknown>>,
  ): boolean {
    const missing = Object.entries(missingNeedInputs(inputs, values)) as [string, MessageKey][];
    for (const [field, key] of missing) this.fail(field, key);
    return missing.length === 0;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0)
      throw new AppError('BAD_REQUEST', this.message, { fields: this.fields, params: this.params });
  }
}
