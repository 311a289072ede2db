import { LANGUAGES } from '@cppcc/contracts';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { I18nBundle } from '../i18n/bundle';
import { commonBundle } from '../i18n/common';
import { messagesBundle } from '../i18n/messages';

/**
 * Component tests without a DOM library: the element rendered to HTML in the given language with the core
 * texts (plus any `bundles`) loaded, as the server-side renderer would, without emotion's style tags.
 */
export async function renderStatic(
  element: ReactElement,
  lng = 'zh-CN',
  bundles: readonly I18nBundle[] = [],
): Promise<string> {
  const all = [commonBundle, messagesBundle, ...bundles];
  const i18n = createInstance();
  // Not `use(initReactI18next)`: that would make this instance every later `useTranslation`'s default, the
  // app's own instance replaced for the test files that run after this one in the same worker.
  await i18n.init({
    lng,
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(all.map((b) => [b.namespace, b.resources[language]])),
      ]),
    ),
    defaultNS: 'common',
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  // Emotion's inline <style> tags sit between elements; assertions are about the markup.
  return html.replace(/<style[^>]*>.*?<\/style>/g, '');
}
