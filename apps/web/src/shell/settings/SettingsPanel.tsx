import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { panelSet, selectPanels } from '../panels/panelsSlice';
import { THEME_PALETTES } from '../theme/themes';
import {
  LAYOUT_SIZES,
  LAYOUT_STYLES,
  mergeSettings,
  THEME_AREAS,
  THEME_NAMES,
  type SettingsPatch,
  type ThemeArea,
} from '../../shared/layout/layoutSettings';
import { saveSettings } from './persist';
import { selectChosenSettings } from './settingsSlice';

const areaLabel: Record<ThemeArea, string> = {
  main: 'themeMain',
  navbar: 'themeNavbar',
  toolbar: 'themeToolbar',
  footer: 'themeFooter',
};

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ mb: 1.5 }}>
      <FormLabel component="legend" sx={{ fontSize: 13 }}>
        {label}
      </FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value)} aria-label={label}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/**
 * The theme settings panel (seed 000 §2.2) opened by `SettingsButton`, 380 px wide (lazy: loads on first open): layout style (changing it
 * resets its config), the style's options, the four theme choices and the custom-scrollbars switch.
 */
export default function SettingsPanel() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectChosenSettings);
  const { settingsPanelOpen } = useAppSelector(selectPanels);
  const setOpen = (open: boolean) => dispatch(panelSet({ panel: 'settingsPanelOpen', open }));
  const change = (patch: SettingsPatch) => void dispatch(saveSettings(mergeSettings(chosen, patch)));
  const { config, style } = chosen.layout;
  const place = [
    { value: 'above', label: t('above') },
    { value: 'below', label: t('below') },
  ];
  const barStyles = [
    { value: 'fixed', label: t('fixed') },
    { value: 'static', label: t('static') },
  ];
  return (
    <Drawer
      anchor="right"
      open={settingsPanelOpen}
      onClose={() => setOpen(false)}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: LAYOUT_SIZES.settingsPanelWidth } },
          role: 'dialog',
          'aria-label': t('settings'),
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography variant="h6">{t('settings')}</Typography>
        <IconButton aria-label={t('closeSettings')} onClick={() => setOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Stack sx={{ p: 3, overflowY: 'auto' }} data-testid="settings-panel">
        <Choice
          label={t('layoutStyle')}
          value={style}
          options={LAYOUT_STYLES.map((value) => ({ value, label: t(value) }))}
          onChange={(value) => change({ layout: { style: value as typeof style } })}
        />
        <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
          {t('layoutOptions')}
        </Typography>
        <Choice
          label={t('mode')}
          value={config.mode}
          options={[
            { value: 'fullwidth', label: t('fullwidth') },
            { value: 'boxed', label: t('boxed') },
          ]}
          onChange={(value) => change({ layout: { config: { mode: value as 'boxed' } } })}
        />
        <Choice
          label={t('scroll')}
          value={config.scroll}
          options={[
            { value: 'body', label: t('scrollBody') },
            { value: 'content', label: t('scrollContent') },
          ]}
          onChange={(value) => change({ layout: { config: { scroll: value as 'body' } } })}
        />
        <FormLabel component="legend" sx={{ fontSize: 13 }}>
          {t('navbar')}
        </FormLabel>
        <Toggle
          label={`${t('navbar')}: ${t('display')}`}
          checked={config.navbar.display}
          onChange={(display) => change({ layout: { config: { navbar: { display } } } })}
        />
        {style === 'layout1' && (
          <Toggle
            label={`${t('navbar')}: ${t('folded')}`}
            checked={config.navbar.folded}
            onChange={(folded) => change({ layout: { config: { navbar: { folded } } } })}
          />
        )}
        {(['toolbar', 'footer'] as const).map((bar) => (
          <Box key={bar} sx={{ mt: 1 }}>
            <FormLabel component="legend" sx={{ fontSize: 13 }}>
              {t(bar)}
            </FormLabel>
            <Toggle
              label={`${t(bar)}: ${t('display')}`}
              checked={config[bar].display}
              onChange={(display) => change({ layout: { config: { [bar]: { display } } } })}
            />
            <Choice
              label={`${t(bar)}: ${t('style')}`}
              value={config[bar].style}
              options={barStyles}
              onChange={(value) => change({ layout: { config: { [bar]: { style: value as 'fixed' } } } })}
            />
            <Choice
              label={`${t(bar)}: ${t('position')}`}
              value={config[bar].position}
              options={place}
              onChange={(value) => change({ layout: { config: { [bar]: { position: value as 'above' } } } })}
            />
          </Box>
        ))}
        <Toggle
          label={t('leftSidePanel')}
          checked={config.leftSidePanel.display}
          onChange={(display) => change({ layout: { config: { leftSidePanel: { display } } } })}
        />
        <Toggle
          label={t('rightSidePanel')}
          checked={config.rightSidePanel.display}
          onChange={(display) => change({ layout: { config: { rightSidePanel: { display } } } })}
        />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" sx={{ mb: 2 }}>
          {t('themes')}
        </Typography>
        {THEME_AREAS.map((area) => (
          <TextField
            key={area}
            select
            size="small"
            label={t(areaLabel[area])}
            value={chosen.theme[area]}
            onChange={(event) => change({ theme: { [area]: event.target.value } })}
            sx={{ mb: 2 }}
            slotProps={{
              select: { MenuProps: { slotProps: { list: { 'aria-label': t(areaLabel[area]) } } } },
            }}
            data-testid={`theme-${area}`}
          >
            {THEME_NAMES.map((name) => (
              <MenuItem key={name} value={name} data-theme={name}>
                <Box
                  component="span"
                  sx={{
                    width: 16,
                    height: 16,
                    mr: 1,
                    borderRadius: '4px',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: THEME_PALETTES[name].background.default,
                    display: 'inline-block',
                  }}
                  aria-hidden
                />
                <Box
                  component="span"
                  sx={{
                    width: 16,
                    height: 16,
                    mr: 1.5,
                    borderRadius: '4px',
                    bgcolor: THEME_PALETTES[name].secondary.main,
                    display: 'inline-block',
                  }}
                  aria-hidden
                />
                {t(`theme.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Toggle
          label={t('customScrollbars')}
          checked={chosen.customScrollbars}
          onChange={(customScrollbars) => change({ customScrollbars })}
        />
      </Stack>
    </Drawer>
  );
}
