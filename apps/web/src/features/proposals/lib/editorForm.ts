import type { ProposalAction, ProposalContent, ProposalDetail } from '@cppcc/contracts';
import { contentOf, type TransitionAction } from '../logic';

const EMPTY_CONTENT: ProposalContent = {
  title: '',
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

/** What the editor starts from: the saved proposal, or an empty one with the author as contact. */
export function initialContent(
  proposal: ProposalDetail | null,
  displayName: string | null | undefined,
): ProposalContent {
  return proposal ? contentOf(proposal) : { ...EMPTY_CONTENT, contactName: displayName ?? '' };
}

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'error'; message: string };

/**
 * The message key (and its parameters) of the save status line; null shows nothing. `notYetDraft`: a new
 * form without enough to keep says when it will be saved instead of "unsaved".
 */
export function saveStatusMessage(
  state: SaveState,
  isDirty: boolean,
  language: string,
  notYetDraft = false,
): {
  key: 'saving' | 'savedAt' | 'saveFailed' | 'unsaved' | 'draftWhen';
  params?: Record<string, string>;
} | null {
  if (state.kind === 'saving') return { key: 'saving' };
  if (notYetDraft && state.kind === 'idle') return isDirty ? { key: 'draftWhen' } : null;
  if (state.kind === 'saved') {
    const time = state.at.toLocaleTimeString(language === 'en' ? 'en-GB' : 'zh-CN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    return { key: 'savedAt', params: { time } };
  }
  if (state.kind === 'error') return { key: 'saveFailed', params: { message: state.message } };
  return isDirty ? { key: 'unsaved' } : null;
}

/** The transitions the editor itself offers; the others live on the proposal page. */
export function editorActions(allowed: readonly ProposalAction[]): TransitionAction[] {
  return allowed.filter(
    (name): name is TransitionAction => name === 'invite' || name === 'submit' || name === 'resubmit',
  );
}
