import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useTranslation } from 'react-i18next';

const ACTIONS = [
  ['edit', EditIcon],
  ['print', PrintIcon],
  ['share', ShareIcon],
] as const;

export default function SpeedDialExample() {
  const { t } = useTranslation('documentation');
  return (
    <Box sx={{ height: 240, position: 'relative' }}>
      <SpeedDial
        ariaLabel={t('sample.actions')}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
        icon={<SpeedDialIcon />}
      >
        {ACTIONS.map(([key, Icon]) => (
          <SpeedDialAction key={key} icon={<Icon />} slotProps={{ tooltip: { title: t(`sample.${key}`) } }} />
        ))}
      </SpeedDial>
    </Box>
  );
}
