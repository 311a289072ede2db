import {
  ACADEMY_CATEGORIES,
  courseProgressPercent,
  isCourseCompleted,
  type CourseSummary,
  type Language,
} from '@cppcc/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeDate } from '../../../shared/lib/dates';
import { coursePath } from '../paths';
import { ProgressLine } from './ProgressLine';

/** One course in the list: category, title, length, the person's progress and the way in. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { t, i18n } = useTranslation('academy');
  const language = (i18n.language === 'en' ? 'en' : 'zh-CN') satisfies Language;
  const category = ACADEMY_CATEGORIES[course.category];
  const done = isCourseCompleted(course);
  const percent = courseProgressPercent(course);
  const action = done ? 'review' : course.activeStep > 0 ? 'continue' : 'start';
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
          <Chip
            size="small"
            label={category.label[language]}
            sx={{ bgcolor: category.color, color: '#fff', fontWeight: 600 }}
          />
          {done && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleIcon />}
              label={t('completed')}
              variant="outlined"
            />
          )}
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {course.title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {course.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <AccessTimeIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{t('minutes', { count: course.length })}</Typography>
          <Typography variant="body2" sx={{ ml: 'auto' }}>
            {t('updated', { date: localeDate(course.updated, i18n.language) })}
          </Typography>
        </Box>
      </CardContent>
      <Box sx={{ px: 2 }}>
        <ProgressLine percent={percent} done={done} label={t('progress', { percent })} />
      </Box>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={coursePath(course)}>
          {t(action)}
        </Button>
      </CardActions>
    </Card>
  );
}
