import { courseProgressPercent, isCourseCompleted, type Course } from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useCourseQuery, useUpdateCourseProgressMutation } from '../api';
import { ProgressLine } from '../components/ProgressLine';
import { StepList } from '../components/StepList';
import { i18nBundle } from '../i18n';
import { shownStep } from '../lib/courseFilters';
import { COURSES_PATH } from '../paths';

registerBundle(i18nBundle);

/**
 * /apps/academy/courses/{courseId}/{courseHandle?} (seed 001): one course's steps, its HTML content (sanitized
 * on the server, checked again by DOMPurify) and the person's progress, saved at every step change.
 */
export default function CoursePage() {
  const { t } = useTranslation('academy');
  const { courseId = '' } = useParams();
  const course = useCourseQuery(courseId);
  usePageTitle(course.data?.title ?? t('title'));
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <QueryGuard query={course} notFoundPath="/pages/errors/error-404" failed={(error) => error}>
        {(data) => <CourseView course={data} />}
      </QueryGuard>
    </Box>
  );
}

function CourseView({ course }: { course: Course }) {
  const { t } = useTranslation('academy');
  const dispatch = useAppDispatch();
  const [update, { isLoading: saving }] = useUpdateCourseProgressMutation();
  const total = course.totalSteps;
  const current = shownStep(course.activeStep, total);
  const step = course.steps[current];
  const done = isCourseCompleted(course);
  const moveTo = async (activeStep: number) => {
    try {
      await update({ course: { id: course.id, activeStep } }).unwrap();
    } catch {
      dispatch(showMessage({ message: t('saveFailed'), variant: 'error' }));
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={Link} to={COURSES_PATH} startIcon={<ArrowBackIcon />}>
          {t('backToCourses')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {course.title}
      </Typography>
      <Typography color="textSecondary" data-testid="course-step-of" sx={{ mb: 1 }}>
        {t('stepOf', { current: current + 1, total })}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <ProgressLine
          percent={courseProgressPercent(course)}
          done={done}
          label={t('progress', { percent: courseProgressPercent(course) })}
        />
      </Box>
      <Box
        sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <Paper
          variant="outlined"
          sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0, display: { xs: 'none', md: 'block' } }}
        >
          <StepList
            steps={course.steps}
            current={current}
            activeStep={course.activeStep}
            disabled={saving}
            onOpen={(index) => void moveTo(index)}
          />
        </Paper>
        <Paper variant="outlined" sx={{ flex: 1, width: '100%', p: { xs: 2, sm: 3 } }}>
          {done && (
            <Alert
              severity="success"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" disabled={saving} onClick={() => void moveTo(0)}>
                  {t('restart')}
                </Button>
              }
            >
              {t('finished')}
            </Alert>
          )}
          {step && <SafeHtml html={step.content} testId="course-step-content" />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 1 }}>
            <Button
              variant="outlined"
              disabled={saving || current === 0}
              onClick={() => void moveTo(current - 1)}
            >
              {t('previous')}
            </Button>
            {current < total - 1 ? (
              <Button variant="contained" disabled={saving} onClick={() => void moveTo(current + 1)}>
                {t('next')}
              </Button>
            ) : (
              <Button
                variant="contained"
                color="success"
                disabled={saving || done}
                onClick={() => void moveTo(total)}
              >
                {t('finish')}
              </Button>
            )}
          </Box>
        </Paper>
      </Box>
    </>
  );
}
