import type { CourseSummary } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../../shared/lib/urlFilters';
import { courseFiltersSchema, shownStep, visibleCourses } from './courseFilters';

const course = (
  id: string,
  category: CourseSummary['category'],
  activeStep: number,
  title = id,
): CourseSummary => ({
  id,
  title,
  slug: id,
  description: `${title} 说明`,
  category,
  length: 30,
  totalSteps: 11,
  activeStep,
  updated: '2026-11-01T00:00:00.000Z',
});
const courses = [
  course('a', 'web', 0, '网页基础'),
  course('b', 'cloud', 11, 'Cloud'),
  course('c', 'web', 11, 'Forms'),
];
const filters = (search: string) => parseFilters(courseFiltersSchema, new URLSearchParams(search));

describe('the courses list', () => {
  it('filters by category, term and completion', () => {
    expect(visibleCourses(courses, filters('')).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(visibleCourses(courses, filters('category=web')).map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(visibleCourses(courses, filters('q=网页')).map((entry) => entry.id)).toEqual(['a']);
    expect(visibleCourses(courses, filters('q=FORMS')).map((entry) => entry.id)).toEqual(['c']);
    expect(visibleCourses(courses, filters('hideCompleted=true')).map((entry) => entry.id)).toEqual(['a']);
    expect(filters('category=ios').category).toBe('all');
  });
  it('shows the active step, the last one once finished', () => {
    expect(shownStep(0, 11)).toBe(0);
    expect(shownStep(4, 11)).toBe(4);
    expect(shownStep(11, 11)).toBe(10);
  });
});
