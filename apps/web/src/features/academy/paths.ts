/**
 * The academy's addresses (seed 001): `/apps/academy/courses` the list, `/apps/academy/courses/{courseId}/
 * {courseHandle?}` one course (the handle is the course's slug, for a readable address); `/apps/academy`
 * leads to the list.
 */
export const ACADEMY_PATH = '/apps/academy';
export const COURSES_PATH = `${ACADEMY_PATH}/courses`;
export const COURSE_ROUTE = `${COURSES_PATH}/:courseId/:courseHandle?`;
export const coursePath = (course: { id: string; slug: string }) =>
  `${COURSES_PATH}/${encodeURIComponent(course.id)}${course.slug ? `/${encodeURIComponent(course.slug)}` : ''}`;
