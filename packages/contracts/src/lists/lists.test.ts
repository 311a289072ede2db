import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultListColumns, LIST_COLUMNS, LIST_IDS, resolveListColumns } from './columns';
import { listExportQuerySchema } from './lists';

describe('list columns', () => {
  it('gives every list unique column ids, labels in both languages and at least one default', () => {
    for (const list of LIST_IDS) {
      const ids = LIST_COLUMNS[list].map((column) => column.id);
      expect(new Set(ids).size, list).toBe(ids.length);
      for (const column of LIST_COLUMNS[list]) {
        expect(column.label['zh-CN'], `${list}.${column.id}`).not.toBe('');
        expect(column.label.en, `${list}.${column.id}`).not.toBe('');
      }
      expect(defaultListColumns(list).length, list).toBeGreaterThan(0);
    }
  });

  it('resolves the columns parameter in its order, the defaults when absent, and names an unknown id', () => {
    expect(resolveListColumns('units', undefined)).toEqual({
      ok: true,
      columns: defaultListColumns('units'),
    });
    expect(resolveListColumns('units', ' ')).toEqual({ ok: true, columns: defaultListColumns('units') });
    expect(resolveListColumns('units', 'contactPhone, name,contactPhone')).toEqual({
      ok: true,
      columns: ['contactPhone', 'name'],
    });
    expect(resolveListColumns('units', 'name,colour')).toEqual({ ok: false, unknown: 'colour' });
    expect(resolveListColumns('proposals.staff', 'registeredAt')).toEqual({
      ok: true,
      columns: ['registeredAt'],
    });
  });

  it('builds an export query from a list query: no paging, plus columns', () => {
    const list = z.object({
      q: z.string().optional(),
      page: z.coerce.number().default(1),
      pageSize: z.coerce.number().default(20),
    });
    const parsed = listExportQuerySchema(list).parse({ q: 'x', page: '3', columns: 'a,b' });
    expect(parsed).toEqual({ q: 'x', columns: 'a,b' });
  });
});
