import { describe, expect, it } from 'vitest';
import { createUserFormSchema, updateUserFormSchema, userFormOf, type UserForm } from './userForm';

const filled = (patch: Partial<UserForm>): UserForm => ({
  ...userFormOf(null),
  displayName: '王小明',
  phone: '13800000011',
  password: 'secret-lantern-123',
  memberProfile: { sector: '中共', party: '', committee: '' },
  ...patch,
});
/** The first reason per field, as the resolver shows it. */
const errorsOf = (result: ReturnType<typeof createUserFormSchema.safeParse>) =>
  Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the admin user form, checked by the contracts body schemas', () => {
  it('turns blanks into null and keeps a profile only for members', () => {
    const result = createUserFormSchema.safeParse(filled({ email: '  ', roles: ['staff'] }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: null, memberProfile: null, unitId: null, roles: ['staff'] });
  });
  it('names the bad fields with the contracts message keys', () => {
    const result = createUserFormSchema.safeParse(
      filled({
        displayName: ' ',
        phone: '',
        email: '',
        memberProfile: { sector: '', party: '', committee: '' },
      }),
    );
    expect(errorsOf(result)).toMatchObject({
      displayName: 'validation.displayNameRequired',
      'memberProfile.sector': expect.any(String) as string,
    });
    expect(errorsOf(createUserFormSchema.safeParse(filled({ phone: '', email: '' }))).phone).toBe(
      'validation.phoneOrEmail',
    );
    expect(errorsOf(createUserFormSchema.safeParse(filled({ phone: '12' }))).phone).toBe('validation.phone');
  });
  it('asks for no password when editing', () => {
    expect(updateUserFormSchema.safeParse(filled({ password: '' })).success).toBe(true);
    expect(errorsOf(createUserFormSchema.safeParse(filled({ password: '' }))).password).toMatch(
      /^validation\./,
    );
  });
});
