import { z } from 'zod';
import { EMAIL_PATTERN } from '../authConstants';
import { isSafeImageUrl, IMAGE_URL_MAX_LENGTH, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../imageUrl';
import type { Role } from '../roles';
import { contactFilterQueryShape } from '../lists/contacts-filter';

/**
 * The contacts app (seed 001 §3, §7; issue 15): each signed-in user's own address book with the seed's
 * fields, starred and frequent contacts and groups, plus a read-only group built from the committee's own
 * users and units (members by sector, each unit's liaison).
 *
 * Decisions where the seed says nothing:
 * - Every text field is a string; '' means "not given" (the seed's samples leave birthday empty).
 * - `GET contacts?id=`: `frequent`, `starred`, `directory`, one of the caller's group ids, else all of the
 *   caller's own contacts (the seed's "else all"); the directory is never part of "all".
 * - Directory entries carry ids starting with `directory:` and `readOnly: true`; every write naming one is
 *   refused with 403 (`contacts.readOnly`).
 * - Unknown ids (and other people's contacts, which a caller cannot tell apart from unknown ones) are 404.
 * - Avatars are uploaded images (sniffed, size-limited), answered with an address signed for their owner
 *   only and expiring, so `<img>` can show them without the bearer token; or any safe image URL.
 */

export const CONTACT_LIST_IDS = ['all', 'frequent', 'starred', 'directory'] as const;
export type ContactListId = (typeof CONTACT_LIST_IDS)[number];
/** The id of the committee directory group (and the prefix of its entries' ids). */
export const DIRECTORY_GROUP_ID = 'directory';
export const DIRECTORY_ID_PREFIX = 'directory:';
/** Who sees the committee directory: the committee's roles (a self-registered `user` is no one's contact). */
export const CONTACTS_DIRECTORY_ROLES = [
  'admin',
  'staff',
  'undertaker',
  'members',
  'leader',
] as const satisfies readonly Role[];
/** The seeded groups carry a key, so screens can name them in the reader's language. */
export const CONTACT_GROUP_KEYS = ['friends', 'clients', 'recent-workers'] as const;
export type ContactGroupKey = (typeof CONTACT_GROUP_KEYS)[number] | typeof DIRECTORY_GROUP_ID;

export const CONTACT_AVATAR_MAX_BYTES = PICTURE_MAX_BYTES;
/** Image types an avatar may have (content-sniffed on the server). */
export const CONTACT_AVATAR_TYPES = PICTURE_TYPES;
/** How many ids one bulk call may name. */
export const CONTACT_BULK_MAX = 500;

export function isDirectoryContactId(id: string): boolean {
  return id.startsWith(DIRECTORY_ID_PREFIX);
}

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const PHONE_TEXT = /^[0-9+\-()（） ]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The fields a person writes (add-contact's `newContact`, update-contact's `contact` without its id). */
export const contactFieldsSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' }),
  lastName: text(40).default(''),
  avatar: z
    .string()
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, { error: 'validation.tooLong' })
    .refine((value) => value === '' || isSafeImageUrl(value), { error: 'validation.imageUrl' })
    .default(''),
  nickname: text(40).default(''),
  company: text(100).default(''),
  jobTitle: text(60).default(''),
  email: text(120)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'validation.email' })
    .default(''),
  phone: text(30)
    .refine((value) => PHONE_TEXT.test(value) && (value === '' || /\d{3}/.test(value)), {
      error: 'contacts.phone',
    })
    .default(''),
  address: text(200).default(''),
  birthday: z
    .string()
    .trim()
    .refine((value) => value === '' || isRealDate(value), { error: 'contacts.birthday' })
    .default(''),
  notes: text(1000).default(''),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export const CONTACT_FIELDS = [
  'name',
  'lastName',
  'avatar',
  'nickname',
  'company',
  'jobTitle',
  'email',
  'phone',
  'address',
  'birthday',
  'notes',
] as const satisfies readonly (keyof ContactFields)[];

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  nickname: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  birthday: z.string(),
  notes: z.string(),
  /** A committee directory entry: shown, exported, never changed here. */
  readOnly: z.boolean(),
  /** Directory entries: the member's sector (界别) or the unit's type; null for own contacts. */
  section: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);

export const contactGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Seeded and built-in groups: named in the reader's language by this key; null for others. */
  key: z.string().nullable(),
  contactIds: z.array(z.string()),
  readOnly: z.boolean(),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;

/** GET /api/contacts-app/user: the seed's contacts-app user. */
export const contactsUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  starred: z.array(z.string()),
  frequentContacts: z.array(z.string()),
  groups: z.array(contactGroupSchema),
});
export type ContactsUser = z.infer<typeof contactsUserSchema>;

const contactIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.tooLong' });
const contactIdsSchema = z
  .array(contactIdSchema)
  .min(1, { error: 'validation.tooFew' })
  .max(CONTACT_BULK_MAX, { error: 'validation.tooMany' });

/** GET /api/contacts-app/contacts: which list, and (issue 30 §3) the page's filters and sort. */
export const contactListQuerySchema = z.object({
  id: z.string().trim().max(200).optional(),
  ...contactFilterQueryShape,
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;
/**
 * The template's clients send its default picture, a path relative to its own bundle
 * (`assets/images/avatars/profile.jpg`), which this site does not serve: read as "no picture" (issue 31 §2)
 * rather than refused, so the rule above stays the one rule for a picture address.
 */
const TEMPLATE_AVATAR = /^\s*(\.\/)?assets\/images\/avatars\//;
function withoutTemplateAvatar(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const avatar: unknown = (value as { avatar?: unknown }).avatar;
  return typeof avatar === 'string' && TEMPLATE_AVATAR.test(avatar) ? { ...value, avatar: '' } : value;
}

export const addContactBodySchema = z.object({
  newContact: z.preprocess(withoutTemplateAvatar, contactFieldsSchema),
});
export interface AddContactBody {
  newContact: ContactFieldsInput;
}
const contactWithIdSchema = contactFieldsSchema.extend({ id: contactIdSchema });
export const updateContactBodySchema = z.object({
  contact: z.preprocess(withoutTemplateAvatar, contactWithIdSchema),
});
export interface UpdateContactBody {
  contact: z.input<typeof contactWithIdSchema>;
}
export const contactIdBodySchema = z.object({ contactId: contactIdSchema });
export const contactIdsBodySchema = z.object({ contactIds: contactIdsSchema });
export const contactAvatarSchema = z.object({ url: z.string() });
export type ContactAvatar = z.infer<typeof contactAvatarSchema>;
export const contactAvatarParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
