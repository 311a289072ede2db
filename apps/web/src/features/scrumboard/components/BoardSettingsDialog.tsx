import { SCRUMBOARD_COLORS, type Board, type BoardMember, type BoardSettings } from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrumboardPeopleQuery } from '../api';
import { COLOR_SWATCH } from '../lib/colors';

/**
 * The board's settings (seed 001: colour, subscribed, card cover images), each saved as it changes; its
 * members, saved with their button; and deleting the board (after confirmation, by the page).
 */
export function BoardSettingsDialog({
  board,
  onSettings,
  onMembers,
  onDelete,
  onClose,
}: {
  board: Board;
  onSettings: (settings: Partial<BoardSettings>) => void;
  onMembers: (memberIds: string[]) => Promise<unknown>;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('scrumboard');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const people = useScrumboardPeopleQuery();
  const [members, setMembers] = useState<BoardMember[]>(board.members);
  const [saving, setSaving] = useState(false);
  const changed =
    members.map((member) => member.id).join() !== board.members.map((member) => member.id).join();
  const saveMembers = async () => {
    setSaving(true);
    try {
      await onMembers(members.map((member) => member.id));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('settings')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          label={t('color')}
          value={board.settings.color}
          onChange={(event) => onSettings({ color: event.target.value as BoardSettings['color'] })}
          size="small"
        >
          <MenuItem value="">{t('noColor')}</MenuItem>
          {SCRUMBOARD_COLORS.map((color) => (
            <MenuItem key={color} value={color}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: COLOR_SWATCH[color].background,
                  mr: 1,
                }}
              />
              {t(`color.${color}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={board.settings.subscribed}
              onChange={(event) => onSettings({ subscribed: event.target.checked })}
            />
          }
          label={t('subscribed')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={board.settings.cardCoverImages}
              onChange={(event) => onSettings({ cardCoverImages: event.target.checked })}
            />
          }
          label={t('cardCoverImages')}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Autocomplete
            multiple
            options={people.data ?? board.members}
            loading={people.isLoading}
            value={members}
            onChange={(_event, next) => setMembers(next)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('members')} />}
          />
          <Typography variant="caption" color="textSecondary">
            {t('membersHint')}
          </Typography>
          <Box>
            <Button variant="outlined" disabled={!changed || saving} onClick={() => void saveMembers()}>
              {saving ? t('saving') : t('save')}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
          {t('deleteBoard')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
