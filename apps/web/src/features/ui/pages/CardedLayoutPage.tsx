import { registerBundle } from '../../../shared/i18n/i18n';
import { LayoutDemo } from '../components/LayoutDemo';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /ui/page-layouts/carded/<variant>: the shared CardedPage frame in each of its 12 variants. */
export default function CardedLayoutPage() {
  return <LayoutDemo frame="carded" />;
}
