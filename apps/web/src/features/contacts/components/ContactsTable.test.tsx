import type { Contact } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { i18nBundle } from '../i18n';
import { CONTACT_COLUMNS } from '@cppcc/contracts';
import { ContactsTable } from './ContactsTable';
import { FilterBar } from './FilterBar';

const contact = (id: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  name: '文博',
  lastName: '李',
  avatar: '',
  nickname: 'Li Wenbo',
  company: '市政协提案委员会',
  jobTitle: '办公室主任',
  email: 'li.wenbo@cppcc.example.cn',
  phone: '0571-87012301',
  address: '',
  birthday: '',
  notes: '',
  readOnly: false,
  section: null,
  ...extra,
});

const noop = () => {};
const table = (rows: Contact[] | undefined, starred: string[] = [], lng = 'zh-CN') =>
  renderStatic(
    <ContactsTable
      rows={rows}
      columns={CONTACT_COLUMNS}
      failed={false}
      fetching={false}
      empty="empty-text"
      sort={{ by: 'name', order: 'asc' }}
      onSort={noop}
      selected={new Set(['own'])}
      onSelect={noop}
      starred={new Set(starred)}
      onToggleStar={noop}
      onOpen={noop}
    />,
    lng,
    [i18nBundle],
  );

describe('the contacts table', () => {
  it('shows own contacts with selection and a star that says its state', async () => {
    const html = await table([contact('own'), contact('other', { name: 'Anna', lastName: 'Berg' })], ['own']);
    expect(html).toContain('李文博');
    expect(html).toContain('Anna Berg');
    expect(html).toContain('aria-label="选择 李文博"');
    expect(html).toContain('aria-label="取消星标：李文博"');
    expect(html).toContain('aria-label="加星标：Anna Berg"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });

  it('shows directory entries read-only: no selection, no star, the sector shown', async () => {
    const html = await table(
      [contact('directory:member:1', { readOnly: true, section: '教育界', email: '' })],
      [],
      'en',
    );
    expect(html).toContain('教育界');
    expect(html).toContain('Sector / kind');
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('contact-star');
    // An empty value reads as a dash, not as nothing.
    expect(html).toContain('—');
  });

  it('shows no count and no rows before the answer, then the empty text', async () => {
    expect(await table(undefined)).not.toContain('contact-row');
    expect(await table([])).toContain('empty-text');
  });

  it('words each filter in the reader language, with every operator of the seed', async () => {
    const html = await renderStatic(
      <FilterBar
        columns={CONTACT_COLUMNS}
        filters={[{ column: 'company', operator: 'starts-with', term: '市政协' }]}
        onChange={noop}
      />,
      'en',
      [i18nBundle],
    );
    expect(html).toContain('aria-label="Remove filter: Company starts with &quot;市政协&quot;"');
    expect(html).toContain('Add filter');
  });
});
