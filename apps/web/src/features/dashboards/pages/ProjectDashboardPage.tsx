import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { selectIsSignedIn } from '../../../shared/session/sessionSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useDashboardProjectsQuery, useProjectWidgetsQuery } from '../api';
import { SignInNotice } from '../components/SignInNotice';
import { WeatherWidget } from '../components/WeatherWidget';
import { WidgetGrid } from '../components/WidgetGrid';
import { i18nBundle } from '../i18n';
import { projectFiltersSchema } from '../lib/query';

registerBundle(i18nBundle);

function ProjectDashboard({ title }: { title: string }) {
  const { t, i18n } = useTranslation('dashboards');
  const language = toLanguage(i18n.language);
  const { filters, setFilters } = useUrlFilters(projectFiltersSchema);
  const projects = useDashboardProjectsQuery(language);
  const widgets = useProjectWidgetsQuery(filters.project);
  const data = widgets.currentData;
  const chosen = data?.project.id ?? filters.project ?? '';
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }} data-testid="project-dashboard">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {projects.data && (
          <TextField
            select
            size="small"
            label={t('project')}
            value={projects.data.some((project) => project.id === chosen) ? chosen : ''}
            onChange={(event) => setFilters({ project: event.target.value })}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'project-select' } }}
          >
            {projects.data.map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {projects.error && <QueryError error={projects.error} onRetry={() => void projects.refetch()} />}
      {widgets.error && <QueryError error={widgets.error} onRetry={() => void widgets.refetch()} />}
      {widgets.isFetching && !data && <Loading />}
      {data?.project.live && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }}>
          <Chip size="small" color="success" label={t('live')} sx={{ mr: 1 }} />
          {t('liveHint')}
        </Alert>
      )}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 300px' },
          }}
        >
          <WidgetGrid key={data.project.id} widgets={data.widgets} language={language} />
          <Box>
            <WeatherWidget weather={data.weather} language={language} />
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** /apps/dashboards/project (seed 001, issue 17): a project's 11 widgets, the selector and the weather. */
export default function ProjectDashboardPage() {
  const { t } = useTranslation('dashboards');
  const signedIn = useAppSelector(selectIsSignedIn);
  usePageTitle(t('projectTitle'));
  return signedIn ? (
    <ProjectDashboard title={t('projectTitle')} />
  ) : (
    <SignInNotice title={t('projectTitle')} />
  );
}
