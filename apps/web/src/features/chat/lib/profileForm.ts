import type { CHOOSABLE_CHAT_STATUSES } from '@cppcc/contracts';
import { chatUserDataSchema, type ChatUser, type ChatUserData } from '@cppcc/contracts';

export type ChoosableStatus = (typeof CHOOSABLE_CHAT_STATUSES)[number];

/** The profile dialog's fields, as typed. */
export interface ProfileForm {
  name: string;
  mood: string;
  status: ChoosableStatus;
}

export const PROFILE_FORM_FIELDS = ['name', 'mood', 'status'] as const;

/** The form's start: the profile as it is; `offline` is never chosen, so it starts at `online`. */
export function profileFormOf(profile: ChatUser): ProfileForm {
  return {
    name: profile.name,
    mood: profile.mood,
    status: profile.status === 'offline' ? 'online' : profile.status,
  };
}

/** The contract's own rule (POST /api/chat/user/data) with the dialog's three fields required. */
export const profileFormSchema = chatUserDataSchema.required({ name: true, mood: true, status: true });

export type ProfileFormOutput = ChatUserData;
