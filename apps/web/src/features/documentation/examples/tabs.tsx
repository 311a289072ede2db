import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = ['proposalText', 'signers', 'replies'] as const;

export default function TabsExample() {
  const { t } = useTranslation('documentation');
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label={t('sample.proposal')}>
        {TABS.map((key, index) => (
          <Tab
            key={key}
            label={t(`sample.${key}`)}
            id={`doc-tab-${index}`}
            aria-controls={`doc-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      <Typography role="tabpanel" id={`doc-tabpanel-${tab}`} aria-labelledby={`doc-tab-${tab}`} sx={{ p: 2 }}>
        {t(`sample.${TABS[tab] ?? 'proposalText'}Panel`)}
      </Typography>
    </Box>
  );
}
