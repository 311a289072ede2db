import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { TaskTable } from '../components/TaskTable';
import { UnitFrame } from '../components/UnitFrame';
import { i18nBundle } from '../i18n';
import { parseFolder, UNIT_FOLDERS } from '../lib/lists';
import { NOT_FOUND_PATH } from '../paths';
import { Redirect } from '../../../shared/ui/Redirect';

registerBundle(i18nBundle);

/** /apps/undertaker/{folderHandle}: a folder (due soon, in review, open requests); unknown handles are a 404. */
export default function FolderPage() {
  const { t } = useTranslation('undertaker');
  const folder = parseFolder(useParams().folderHandle);
  if (!folder) return <Redirect to={NOT_FOUND_PATH} />;
  return (
    <UnitFrame title={t(`folder.${folder}`)}>
      <Alert severity="info" variant="outlined">
        {t(`folderHint.${folder}`)}
      </Alert>
      <TaskTable key={folder} type={UNIT_FOLDERS[folder]} emptyText={t(`folderEmpty.${folder}`)} />
    </UnitFrame>
  );
}
