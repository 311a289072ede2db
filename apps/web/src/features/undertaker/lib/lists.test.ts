import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../../shared/lib/urlFilters';
import {
  parseFolder,
  parseListType,
  taskFiltersSchema,
  taskListParams as paramsOf,
  UNIT_FOLDERS,
} from './lists';

const taskListParams = (type: Parameters<typeof paramsOf>[0], search: URLSearchParams) =>
  paramsOf(type, parseFilters(taskFiltersSchema, search));

describe('parseListType', () => {
  it('accepts the unit lists only', () => {
    for (const type of ['pending', 'handling', 'countersign', 'replied', 'overdue', 'all'])
      expect(parseListType(type)).toBe(type);
  });
  it('refuses staff queues, unknown and missing types', () => {
    expect(parseListType('pending_review')).toBeNull();
    expect(parseListType('due_soon')).toBeNull();
    expect(parseListType('PENDING')).toBeNull();
    expect(parseListType('')).toBeNull();
    expect(parseListType(undefined)).toBeNull();
  });
});

describe('parseFolder', () => {
  it('maps each folder to an API list type', () => {
    expect(parseFolder('due_soon')).toBe('due_soon');
    expect(UNIT_FOLDERS[parseFolder('review') ?? 'review']).toBe('pending_review');
    expect(UNIT_FOLDERS.extension).toBe('extension_requested');
    expect(UNIT_FOLDERS.adjustment).toBe('adjust_requested');
  });
  it('refuses unknown handles, including inherited object keys', () => {
    expect(parseFolder('index')).toBeNull();
    expect(parseFolder('toString')).toBeNull();
    expect(parseFolder('__proto__')).toBeNull();
    expect(parseFolder(undefined)).toBeNull();
  });
});

describe('taskListParams', () => {
  it('reads search, page and page size from the address', () => {
    expect(taskListParams('pending', new URLSearchParams('q=%20停车%20&page=3&pageSize=50'))).toEqual({
      type: 'pending',
      q: '停车',
      page: 3,
      pageSize: 50,
    });
  });
  it('falls back to defaults for bad values and drops an empty search', () => {
    expect(taskListParams('all', new URLSearchParams('q=%20&page=-2&pageSize=33'))).toEqual({
      type: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(taskListParams('all', new URLSearchParams('page=1.5')).page).toBe(1);
  });
  it('cuts a search longer than the API takes', () => {
    expect(taskListParams('all', new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});
