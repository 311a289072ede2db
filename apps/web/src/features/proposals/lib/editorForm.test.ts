import type { ProposalAction } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { editorActions, initialContent, saveStatusMessage } from './editorForm';

describe('saveStatusMessage', () => {
  it('names each save state, and nothing for a clean idle form', () => {
    expect(saveStatusMessage({ kind: 'saving' }, false, 'zh-CN')).toEqual({ key: 'saving' });
    expect(saveStatusMessage({ kind: 'error', message: 'boom' }, true, 'en')).toEqual({
      key: 'saveFailed',
      params: { message: 'boom' },
    });
    expect(saveStatusMessage({ kind: 'idle' }, true, 'en')).toEqual({ key: 'unsaved' });
    expect(saveStatusMessage({ kind: 'idle' }, false, 'en')).toBeNull();
  });

  it('tells a new form without enough to keep when it becomes a draft', () => {
    expect(saveStatusMessage({ kind: 'idle' }, true, 'en', true)).toEqual({ key: 'draftWhen' });
    expect(saveStatusMessage({ kind: 'idle' }, false, 'en', true)).toBeNull();
    expect(saveStatusMessage({ kind: 'error', message: 'boom' }, true, 'en', true)?.key).toBe('saveFailed');
  });

  it('shows the save time as 24-hour hours and minutes', () => {
    const at = new Date(2026, 0, 2, 15, 7, 30);
    expect(saveStatusMessage({ kind: 'saved', at }, false, 'en')).toEqual({
      key: 'savedAt',
      params: { time: '15:07' },
    });
  });
});

describe('editorActions', () => {
  it('keeps only the transitions the editor offers, in order', () => {
    const allowed: ProposalAction[] = ['withdraw', 'submit', 'invite', 'resubmit'];
    expect(editorActions(allowed)).toEqual(['submit', 'invite', 'resubmit']);
  });
});

describe('initialContent', () => {
  it('starts a new proposal empty, with the author as contact', () => {
    const content = initialContent(null, '张三');
    expect(content.contactName).toBe('张三');
    expect(content.title).toBe('');
    expect(content.kind).toBe('individual');
    expect(initialContent(null, null).contactName).toBe('');
  });
});
