import { DIRECTORY_ID_PREFIX, isSafeImageUrl, memberProfileSchema, type Contact } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, fromDbJson } from '../../db/values';
import { directoryUnits, directoryUsers } from './directory-repository';

/** The unit entries' section: after the members' sectors, named as the office names them. */
const UNIT_SECTION = '承办单位';

const blank = {
  lastName: '',
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  notes: '',
  readOnly: true,
} as const;

function memberProfileOf(text: string | null) {
  if (text === null) return null;
  const parsed = memberProfileSchema.safeParse(fromDbJson<unknown>(text));
  return parsed.success ? parsed.data : null;
}

/**
 * The committee directory (issue 15): every active member by sector (界别) with their party and special
 * committee, and every unit's liaison (联络员) with the unit's phone, read from the users and units tables
 * each time, so it is never out of date and nobody can change it here.
 */
export async function committeeDirectory(db: Kysely<DB>): Promise<Contact[]> {
  const users = await directoryUsers(db);
  const members = users
    .filter((user) => !fromDbBool(user.disabled) && fromDbJson<string[]>(user.roles).includes('members'))
    .map((user): Contact => {
      const profile = memberProfileOf(user.memberProfile);
      return {
        ...blank,
        id: `${DIRECTORY_ID_PREFIX}member:${user.id}`,
        name: user.displayName,
        avatar: user.photoUrl && isSafeImageUrl(user.photoUrl) ? user.photoUrl : '',
        company: profile?.committee ?? '',
        jobTitle: profile?.party ?? '',
        email: user.email ?? '',
        phone: user.phone ?? '',
        section: profile?.sector ?? '',
      };
    })
    .sort(
      (a, b) =>
        (a.section ?? '').localeCompare(b.section ?? '', 'zh-CN') || a.name.localeCompare(b.name, 'zh-CN'),
    );

  const units = await directoryUnits(db);
  const liaisons = units.map((unit): Contact => ({
    ...blank,
    id: `${DIRECTORY_ID_PREFIX}unit:${unit.id}`,
    name: unit.contactName || unit.name,
    company: unit.name,
    jobTitle: unit.contactName ? '联络员' : '',
    phone: unit.contactPhone,
    notes: unit.type,
    section: UNIT_SECTION,
  }));
  return [...members, ...liaisons];
}
