import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../shared/lib/urlFilters';
import { auditFiltersSchema, auditQuery, rangeReversed } from './query';

const auditFilters = (search: URLSearchParams) => parseFilters(auditFiltersSchema, search);

describe('audit filters', () => {
  it('reads the URL, dropping unknown actions and odd days or pages', () => {
    const filters = auditFilters(
      new URLSearchParams('action=rehandle&from=2026-01-02&to=nope&page=0&pageSize=7'),
    );
    expect(filters).toMatchObject({ action: 'rehandle', from: '2026-01-02', to: '', page: 1, pageSize: 50 });
    expect(auditFilters(new URLSearchParams('action=drop_tables')).action).toBe('');
    expect(auditFilters(new URLSearchParams('action=evaluate')).action).toBe('evaluate');
    expect(auditFilters(new URLSearchParams('action=approve_reply')).action).toBe('approve_reply');
  });
  it('asks for whole local days', () => {
    const query = auditQuery(auditFilters(new URLSearchParams('from=2026-03-01&to=2026-03-01&actorId=u1')));
    expect(query.actorId).toBe('u1');
    expect(new Date(query.from ?? '').getHours()).toBe(0);
    expect(new Date(query.to ?? '').getHours()).toBe(23);
    expect(new Date(query.to ?? '').getDate()).toBe(1);
    expect(auditQuery(auditFilters(new URLSearchParams()))).toEqual({ page: 1, pageSize: 50 });
  });
  it('notices a backwards range', () => {
    expect(rangeReversed({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(rangeReversed({ from: '2026-03-01', to: '' })).toBe(false);
  });
});
