import { registerBundle } from '../../../shared/i18n/i18n';
import { LayoutDemo } from '../components/LayoutDemo';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /ui/page-layouts/simple/<variant>: the shared SimplePage frame in each of its 8 variants. */
export default function SimpleLayoutPage() {
  return <LayoutDemo frame="simple" />;
}
