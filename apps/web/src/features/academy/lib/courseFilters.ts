import { ACADEMY_CATEGORY_KEYS, isCourseCompleted, type CourseSummary } from '@cppcc/contracts';
import { filterSchema, flagParam, oneOfParam, textParam, type Filters } from '../../../shared/lib/urlFilters';

/** The courses list's filters, kept in the address: category (or all), search term, hide completed. */
export const courseFiltersSchema = filterSchema({
  category: oneOfParam(['all', ...ACADEMY_CATEGORY_KEYS], 'all'),
  q: textParam(),
  hideCompleted: flagParam(),
});
export type CourseFilters = Filters<typeof courseFiltersSchema>;

/** The courses to show: of the category, matching the term in title or description, finished ones hidden. */
export function visibleCourses(courses: readonly CourseSummary[], filters: CourseFilters): CourseSummary[] {
  const term = filters.q.toLowerCase();
  return courses.filter(
    (course) =>
      (filters.category === 'all' || course.category === filters.category) &&
      (term === '' ||
        course.title.toLowerCase().includes(term) ||
        course.description.toLowerCase().includes(term)) &&
      !(filters.hideCompleted === true && isCourseCompleted(course)),
  );
}

/** The step to show: the person's active one, the last once the course is finished. */
export function shownStep(activeStep: number, totalSteps: number): number {
  return Math.max(0, Math.min(activeStep, totalSteps - 1));
}
