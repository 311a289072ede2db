import type { Contact } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { visibleContacts } from './tableModel';

const person = (id: string, lastName: string, name: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  name,
  lastName,
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  notes: '',
  readOnly: false,
  section: null,
  ...extra,
});

const people = [
  person('1', '张', '海涛', { company: '市发展和改革委员会', phone: '13905710231' }),
  person('2', '李', '文博', { company: '市政协提案委员会', phone: '0571-87012301' }),
  person('3', '王', '静', { company: '市政协办公厅', phone: '0571-87012318' }),
  person('4', 'Berg', 'Anna', { company: 'Example GmbH' }),
];
const ids = (rows: readonly Contact[]) => rows.map((row) => row.id);

describe('the contacts table model (TanStack Table)', () => {
  it('sorts by a column in address-book order, both ways', () => {
    expect(ids(visibleContacts(people, [], { by: 'name', order: 'asc' }))).toEqual(['2', '3', '1', '4']);
    expect(ids(visibleContacts(people, [], { by: 'name', order: 'desc' }))).toEqual(['4', '1', '3', '2']);
    expect(ids(visibleContacts(people, [], null))).toEqual(['1', '2', '3', '4']);
  });

  it('applies each column filter with its own operator, all of them together', () => {
    const cppcc = visibleContacts(people, [{ column: 'company', operator: 'starts-with', term: '市政协' }], {
      by: 'name',
      order: 'asc',
    });
    expect(ids(cppcc)).toEqual(['2', '3']);
    const both = visibleContacts(
      people,
      [
        { column: 'company', operator: 'starts-with', term: '市政协' },
        { column: 'phone', operator: 'ends-with', term: '18' },
      ],
      { by: 'name', order: 'asc' },
    );
    expect(ids(both)).toEqual(['3']);
    const blank = visibleContacts(people, [{ column: 'phone', operator: 'contains', term: '  ' }], {
      by: 'name',
      order: 'asc',
    });
    expect(blank).toHaveLength(4);
  });
});
