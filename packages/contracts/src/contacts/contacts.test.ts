import { describe, expect, it } from 'vitest';
import { addContactBodySchema, contactFieldsSchema, isDirectoryContactId } from './contacts';

const fieldOf = (input: object) => {
  const result = contactFieldsSchema.safeParse({ name: '文博', ...input });
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('contact fields', () => {
  it('takes a name alone, trims, and fills the rest with empty strings', () => {
    expect(contactFieldsSchema.parse({ name: ' 文博 ' })).toEqual({
      name: '文博',
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
    });
  });

  it('names the field and the reason of each refusal', () => {
    expect(fieldOf({ name: '   ' })).toEqual([['name', 'validation.required']]);
    expect(fieldOf({ email: 'li@' })).toEqual([['email', 'validation.email']]);
    expect(fieldOf({ phone: 'call me' })).toEqual([['phone', 'contacts.phone']]);
    expect(fieldOf({ phone: '12' })).toEqual([['phone', 'contacts.phone']]);
    expect(fieldOf({ birthday: '2023-02-29' })).toEqual([['birthday', 'contacts.birthday']]);
    expect(fieldOf({ avatar: 'javascript:alert(1)' })).toEqual([['avatar', 'validation.imageUrl']]);
    expect(fieldOf({ notes: 'x'.repeat(1001) })).toEqual([['notes', 'validation.tooLong']]);
  });

  it('accepts landlines, mobiles, leap days and site or web pictures', () => {
    for (const phone of ['0571-87012301', '+86 139 0571 0231', '(0571) 8701 2301', ''])
      expect(fieldOf({ phone })).toBeNull();
    expect(fieldOf({ birthday: '2024-02-29' })).toBeNull();
    expect(fieldOf({ avatar: '/api/contacts-app/avatars/x' })).toBeNull();
    expect(fieldOf({ avatar: 'https://example.cn/a.png' })).toBeNull();
  });

  it('wraps the new contact as the seed sends it, and tells directory ids apart', () => {
    const result = addContactBodySchema.safeParse({ newContact: { name: '' } });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'newContact.name',
    ]);
    expect(isDirectoryContactId('directory:unit:1')).toBe(true);
    expect(isDirectoryContactId('8d7a…')).toBe(false);
  });
});
