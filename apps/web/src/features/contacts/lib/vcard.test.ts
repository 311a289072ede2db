import type { Contact } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { contactsVCard, contactVCard, fullName, vcardFileName } from './vcard';

const contact: Contact = {
  id: 'c1',
  name: '文博',
  lastName: '李',
  avatar: '',
  nickname: 'Li Wenbo',
  company: '市政协提案委员会',
  jobTitle: '办公室主任',
  email: 'li.wenbo@cppcc.example.cn',
  phone: '0571-87012301',
  address: '市民中心 A 座; 1203 室',
  birthday: '',
  notes: '第一行\n第二行, 带逗号',
  readOnly: false,
  section: null,
};

describe('vCard export', () => {
  it('writes a vCard 3.0 with the fields that are given, escaped, with CRLF line ends', () => {
    const card = contactVCard(contact);
    const lines = card.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines).toContain('VERSION:3.0');
    expect(lines).toContain('N:李;文博;;;');
    expect(lines).toContain('FN:李文博');
    expect(lines).toContain('ORG:市政协提案委员会');
    expect(lines).toContain('TEL;TYPE=VOICE:0571-87012301');
    expect(lines).toContain('ADR;TYPE=WORK:;;市民中心 A 座\\; 1203 室;;;;');
    expect(lines).toContain('NOTE:第一行\\n第二行\\, 带逗号');
    expect(card).not.toContain('BDAY');
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long lines at 75 octets without breaking a character', () => {
    const card = contactVCard({ ...contact, notes: '政协'.repeat(60) });
    const encoder = new TextEncoder();
    for (const line of card.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = card.replace(/\r\n /g, '');
    expect(unfolded).toContain(`NOTE:${'政协'.repeat(60)}`);
  });

  it('joins several cards and names people and files sensibly', () => {
    const two = contactsVCard([contact, { ...contact, id: 'c2', name: 'Anna', lastName: 'Berg' }]);
    expect(two.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(two).toContain('FN:Anna Berg');
    expect(fullName({ name: '文博', lastName: '李' })).toBe('李文博');
    expect(fullName({ name: 'Anna', lastName: '' })).toBe('Anna');
    expect(vcardFileName('李文博')).toBe('李文博.vcf');
    expect(vcardFileName('a/b:c')).toBe('a_b_c.vcf');
    expect(vcardFileName('  ')).toBe('contacts.vcf');
  });
});
