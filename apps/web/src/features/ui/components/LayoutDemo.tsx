import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toLanguage } from '../../../shared/i18n/languages';
import { CardedPage } from '../../../shared/ui/layouts/CardedPage';
import { SimplePage } from '../../../shared/ui/layouts/SimplePage';
import type { PageFrameProps } from '../../../shared/ui/layouts/frameTypes';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { cardedOptions, cardedVariantOf, simpleOptions, simpleVariantOf } from '../lib/variants';
import { VARIANT_TITLES } from '../lib/variantTitles';
import { CARDED_VARIANTS, cardedPath, SIMPLE_VARIANTS, simplePath } from '../paths';
import { DemoContent } from './DemoContent';
import { DemoHeader } from './DemoHeader';
import { DemoLeftSidebar, DemoRightSidebar } from './DemoSidebars';
import { DemoTabs, type DemoTab } from './DemoTabs';

/** The variant the path names, its frame options and the links to its siblings. */
function variantOf(frame: 'carded' | 'simple', pathname: string) {
  if (frame === 'carded') {
    const variant = cardedVariantOf(pathname);
    const others = CARDED_VARIANTS.map((other) => ({
      url: cardedPath(other),
      title: VARIANT_TITLES[other],
      current: other === variant,
    }));
    return { variant, options: cardedOptions(variant), others };
  }
  const variant = simpleVariantOf(pathname);
  const others = SIMPLE_VARIANTS.map((other) => ({
    url: simplePath(other),
    title: VARIANT_TITLES[other],
    current: other === variant,
  }));
  return { variant, options: simpleOptions(variant), others };
}

/**
 * A page-layout demo: the shared frame (CardedPage or SimplePage) in the variant the path names, filled
 * with sample header, tabs, sidebars and content.
 */
export function LayoutDemo({ frame }: { frame: 'carded' | 'simple' }) {
  const { t, i18n } = useTranslation('ui');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { variant, options, others } = variantOf(frame, useLocation().pathname);
  const [tab, setTab] = useState<DemoTab>('overview');
  const title = `${t(frame)} · ${VARIANT_TITLES[variant][language]}`;
  usePageTitle(title);
  const component = frame === 'carded' ? 'CardedPage' : 'SimplePage';
  const props: PageFrameProps = {
    header: <DemoHeader frame={t(frame)} title={title} />,
    tabs: options.tabs ? <DemoTabs value={tab} onChange={setTab} /> : undefined,
    leftSidebar: options.left ? <DemoLeftSidebar /> : undefined,
    rightSidebar: options.right ? <DemoRightSidebar frame={component} variant={variant} /> : undefined,
    innerScroll: options.innerScroll,
    content: (
      <DemoContent
        component={component}
        intro={t(`demo.intro.${frame}`, { variant })}
        options={options}
        tab={options.tabs ? t(`demo.tab.${tab}`) : undefined}
        others={others}
      />
    ),
  };
  return frame === 'carded' ? (
    <CardedPage key={variant} {...props} />
  ) : (
    <SimplePage key={variant} {...props} sidebarsInside={options.sidebarsInside} />
  );
}
