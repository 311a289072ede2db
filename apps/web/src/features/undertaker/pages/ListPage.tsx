import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { TaskTable } from '../components/TaskTable';
import { UnitFrame } from '../components/UnitFrame';
import { i18nBundle } from '../i18n';
import { parseListType } from '../lib/lists';
import { NOT_FOUND_PATH } from '../paths';
import { Redirect } from '../../../shared/ui/Redirect';

registerBundle(i18nBundle);

/** /apps/undertaker/proposal_list/{type}: one of the unit's lists; an unknown type is a 404. */
export default function ListPage() {
  const { t } = useTranslation('undertaker');
  const type = parseListType(useParams().type);
  if (!type) return <Redirect to={NOT_FOUND_PATH} />;
  return (
    <UnitFrame title={t(`list.${type}`)}>
      <TaskTable key={type} type={type} emptyText={t(`empty.${type}`)} />
    </UnitFrame>
  );
}
