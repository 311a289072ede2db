import type { ProposalContent } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  dialogFieldsFor,
  missingDialogFields,
  numberText,
  shouldAutosave,
  worthKeeping,
} from './logic';

const content: ProposalContent = {
  title: '关于加强交通管理的建议',
  analysis: '',
  suggestions: '',
  kind: 'individual',
  collectiveBody: null,
  categoryCode: null,
  suggestedUnitIds: [],
  publicity: 'public',
  privateReason: null,
  contactName: '',
  contactPhone: '',
  contactAddress: '',
  topicId: null,
};

describe('dialogFieldsFor', () => {
  it('asks exactly what each action requires', () => {
    expect(dialogFieldsFor('return')).toEqual(['comment']);
    expect(dialogFieldsFor('withdraw')).toEqual(['reason']);
    expect(dialogFieldsFor('register')).toEqual(['category']);
    expect(dialogFieldsFor('reject')).toEqual(['reason', 'disposition']);
    expect(dialogFieldsFor('merge')).toEqual(['master']);
    expect(dialogFieldsFor('invite')).toEqual(['invitees', 'signByDate']);
    expect(dialogFieldsFor('submit')).toEqual([]);
    expect(dialogFieldsFor('resubmit')).toEqual([]);
    // From the contracts: re-handling needs a comment (its new due date is optional and not asked here).
    expect(dialogFieldsFor('rehandle')).toEqual(['comment']);
  });
  it('reports the empty required fields (sign-by date is optional)', () => {
    expect(missingDialogFields('reject', { reason: '  ', disposition: '' })).toEqual([
      'reason',
      'disposition',
    ]);
    expect(missingDialogFields('reject', { reason: '重复', disposition: 'opinion' })).toEqual([]);
    expect(missingDialogFields('invite', { invitees: [] })).toEqual(['invitees']);
    expect(missingDialogFields('invite', { invitees: ['u1'] })).toEqual([]);
  });
});

describe('autosave', () => {
  it('sends only the changed fields', () => {
    expect(changedFields(content, { ...content, analysis: '现状' })).toEqual({ analysis: '现状' });
    expect(changedFields(content, { ...content, suggestedUnitIds: ['a'] })).toEqual({
      suggestedUnitIds: ['a'],
    });
    expect(changedFields(content, { ...content })).toEqual({});
  });
  it('saves only editable, valid, changed content and never twice at once', () => {
    const base = { canEdit: true, saving: false, conflict: false, valid: true, patch: { title: 'x' } };
    expect(shouldAutosave(base)).toBe(true);
    expect(shouldAutosave({ ...base, canEdit: false })).toBe(false);
    expect(shouldAutosave({ ...base, saving: true })).toBe(false);
    expect(shouldAutosave({ ...base, conflict: true })).toBe(false);
    expect(shouldAutosave({ ...base, valid: false })).toBe(false);
    expect(shouldAutosave({ ...base, patch: {} })).toBe(false);
  });
});

describe('numberText', () => {
  it('writes the number per language', () => {
    expect(numberText(12, 'zh-CN')).toBe('第12号');
    expect(numberText(12, 'en')).toBe('No. 12');
    expect(numberText(null, 'en')).toBeNull();
  });
});

describe('worthKeeping', () => {
  it('keeps a new draft only once it has a title and some text', () => {
    expect(worthKeeping(content)).toBe(false);
    expect(worthKeeping({ ...content, analysis: '   ' })).toBe(false);
    expect(worthKeeping({ ...content, analysis: '老旧小区停车难' })).toBe(true);
    expect(worthKeeping({ ...content, suggestions: '增设停车位' })).toBe(true);
    expect(worthKeeping({ ...content, title: ' ', analysis: '老旧小区停车难' })).toBe(false);
  });
});
