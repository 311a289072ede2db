import { ACADEMY_CATEGORY_KEYS } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useAcademyCategoriesQuery, useCoursesQuery } from '../api';
import { CourseCard } from '../components/CourseCard';
import { i18nBundle } from '../i18n';
import { courseFiltersSchema, visibleCourses } from '../lib/courseFilters';

registerBundle(i18nBundle);

/** /apps/academy/courses (seed 001): the courses with a category filter, a search and "hide completed". */
export default function CoursesPage() {
  const { t } = useTranslation('academy');
  usePageTitle(t('title'));
  const courses = useCoursesQuery();
  const categories = useAcademyCategoriesQuery();
  const { filters, setFilters } = useUrlFilters(courseFiltersSchema);
  const shown = useMemo(() => visibleCourses(courses.data ?? [], filters), [courses.data, filters]);
  const labelOf = (key: string) => categories.data?.find((category) => category.value === key)?.label ?? key;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ textAlign: 'center', py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('subtitle')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <TextField
          select
          size="small"
          label={t('category')}
          value={filters.category}
          onChange={(event) => setFilters({ category: event.target.value as typeof filters.category })}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value="all">{t('allCategories')}</MenuItem>
          {ACADEMY_CATEGORY_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {labelOf(key)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          label={t('search')}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.hideCompleted === true}
              onChange={(event) => setFilters({ hideCompleted: event.target.checked ? true : undefined })}
            />
          }
          label={t('hideCompleted')}
        />
      </Box>
      {courses.isLoading ? (
        <Loading />
      ) : courses.error ? (
        <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : shown.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Box
          data-testid="course-list"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: 'repeat(3, 1fr)',
              xl: 'repeat(4, 1fr)',
            },
          }}
        >
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </Box>
      )}
    </Box>
  );
}
