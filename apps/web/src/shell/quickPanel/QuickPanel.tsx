import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../shared/i18n/languages';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { panelSet, selectPanels } from '../panels/panelsSlice';
import { LAYOUT_SIZES, type QuickSettings } from '../../shared/layout/layoutSettings';
import { saveSettings } from '../settings/persist';
import { selectChosenSettings } from '../settings/settingsSlice';
import { useShellUser } from '../user/shellUser';
import { useGetQuickPanelDataQuery, type QuickPanelEntry } from './quickPanelApi';

const TOGGLES: (keyof QuickSettings)[] = ['notifications', 'cloudSync', 'retroThrusters'];

function Entries({ title, entries }: { title: string; entries: QuickPanelEntry[] | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <List subheader={<ListSubheader disableSticky>{title}</ListSubheader>} aria-label={title}>
      {(entries ?? []).map((entry) => (
        <ListItem key={entry.id} dense>
          <ListItemText primary={entry.title} secondary={entry.detail} />
        </ListItem>
      ))}
      {entries?.length === 0 && (
        <ListItem dense>
          <ListItemText secondary={t('nothingYet')} />
        </ListItem>
      )}
    </List>
  );
}

/** The quick panel of seed 000 §2.4 (right, 280 wide); Escape and the backdrop close it. */
export default function QuickPanel() {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { quickPanelOpen } = useAppSelector(selectPanels);
  const chosen = useAppSelector(selectChosenSettings);
  const { signedIn } = useShellUser();
  const { data } = useGetQuickPanelDataQuery(undefined, { skip: !quickPanelOpen || !signedIn });
  const locale = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const now = new Date();
  const toggle = (key: keyof QuickSettings) =>
    void dispatch(
      saveSettings({
        ...chosen,
        quickSettings: { ...chosen.quickSettings, [key]: !chosen.quickSettings[key] },
      }),
    );
  return (
    <Drawer
      anchor="right"
      open={quickPanelOpen}
      onClose={() => dispatch(panelSet({ panel: 'quickPanelOpen', open: false }))}
      slotProps={{
        paper: { sx: { width: LAYOUT_SIZES.quickPanelWidth }, 'aria-label': t('quickPanel'), role: 'dialog' },
      }}
    >
      <Box sx={{ p: 3 }} data-testid="quick-panel">
        <Typography variant="overline" color="textSecondary">
          {t('today')}
        </Typography>
        <Typography sx={{ fontSize: 22, fontWeight: 300 }}>
          {now.toLocaleDateString(locale, { weekday: 'long' })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontSize: 48, fontWeight: 700, lineHeight: 1.1 }}>{now.getDate()}</Typography>
          <Typography sx={{ fontSize: 20, fontWeight: 300 }}>
            {now.toLocaleDateString(locale, { month: 'long' })}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Entries title={t('events')} entries={data?.events ?? (signedIn ? undefined : [])} />
      <Divider />
      <Entries title={t('notes')} entries={data?.notes ?? (signedIn ? undefined : [])} />
      <Divider />
      <List subheader={<ListSubheader disableSticky>{t('quickSettings')}</ListSubheader>}>
        {TOGGLES.map((key) => (
          <ListItem
            key={key}
            secondaryAction={
              <Switch
                edge="end"
                checked={chosen.quickSettings[key]}
                onChange={() => toggle(key)}
                slotProps={{ input: { 'aria-label': t(key) } }}
              />
            }
          >
            <ListItemText primary={t(key)} />
          </ListItem>
        ))}
      </List>
    </Drawer>
  );
}
