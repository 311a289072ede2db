import type { AcademyCategory, Course, CourseSummary, CourseUpdateBody } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The academy's calls (seed 001 §7) the screens use: a learner reads and moves through courses; the
 * progress a step change writes is put into the cached course and list at once.
 */
export const academyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Courses'] }).injectEndpoints({
  endpoints: (build) => ({
    academyCategories: build.query<AcademyCategory[], void>({ query: () => '/academy-app/categories' }),
    courses: build.query<CourseSummary[], void>({
      query: () => '/academy-app/courses',
      providesTags: ['Courses'],
    }),
    course: build.query<Course, string>({
      query: (courseId) => ({ url: '/academy-app/course', params: { courseId } }),
      providesTags: (_result, _error, id) => [{ type: 'Courses', id }],
    }),
    updateCourseProgress: build.mutation<Course, CourseUpdateBody>({
      query: (body) => ({ url: '/academy-app/course/update', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A failed save changes nothing in the cache (the page says so).
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const { data } = result;
        void dispatch(academyApi.util.upsertQueryData('course', data.id, data));
        dispatch(
          academyApi.util.updateQueryData('courses', undefined, (list) => {
            const entry = list.find((course) => course.id === data.id);
            if (entry) entry.activeStep = data.activeStep;
          }),
        );
      },
    }),
  }),
});

export const { useAcademyCategoriesQuery, useCoursesQuery, useCourseQuery, useUpdateCourseProgressMutation } =
  academyApi;
