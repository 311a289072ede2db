import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';

export const DEMO_TABS = ['overview', 'details', 'history'] as const;
export type DemoTab = (typeof DEMO_TABS)[number];

/** The sample tab bar of the "-tabbed" variants. */
export function DemoTabs({ value, onChange }: { value: DemoTab; onChange: (tab: DemoTab) => void }) {
  const { t } = useTranslation('ui');
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: DemoTab) => onChange(tab)}
      aria-label={t('demo.tabs')}
      variant="scrollable"
      scrollButtons="auto"
    >
      {DEMO_TABS.map((tab) => (
        <Tab key={tab} value={tab} label={t(`demo.tab.${tab}`)} />
      ))}
    </Tabs>
  );
}
