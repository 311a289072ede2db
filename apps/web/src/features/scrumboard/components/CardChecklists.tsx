import type { CardChecklist } from '@cppcc/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { AddRow } from './AddRow';

const newId = () => crypto.randomUUID();

/** A card's checklists: check items, add or remove items and checklists. */
export function CardChecklists({
  value,
  onChange,
}: {
  value: CardChecklist[];
  onChange: (next: CardChecklist[]) => void;
}) {
  const { t } = useTranslation('scrumboard');
  const change = (id: string, update: (checklist: CardChecklist) => CardChecklist) =>
    onChange(value.map((checklist) => (checklist.id === id ? update(checklist) : checklist)));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {value.map((checklist) => {
        const done = checklist.checkItems.filter((item) => item.checked).length;
        const total = checklist.checkItems.length;
        return (
          <Box key={checklist.id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
                {checklist.name}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t('checklistCount', { done, total })}
              </Typography>
              <IconButton
                size="small"
                onClick={() => onChange(value.filter((other) => other.id !== checklist.id))}
              >
                <DeleteOutlineIcon fontSize="small" aria-hidden />
                <Box component="span" sx={visuallyHidden}>
                  {t('removeChecklist', { name: checklist.name })}
                </Box>
              </IconButton>
            </Box>
            <LinearProgress
              variant="determinate"
              value={total === 0 ? 0 : (done / total) * 100}
              aria-hidden
            />
            {checklist.checkItems.map((item) => (
              <Box key={item.id} sx={{ display: 'flex', alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1 }}
                  control={
                    <Checkbox
                      checked={item.checked}
                      onChange={(event) =>
                        change(checklist.id, (current) => ({
                          ...current,
                          checkItems: current.checkItems.map((other) =>
                            other.id === item.id ? { ...other, checked: event.target.checked } : other,
                          ),
                        }))
                      }
                    />
                  }
                  label={item.name}
                />
                <IconButton
                  size="small"
                  onClick={() =>
                    change(checklist.id, (current) => ({
                      ...current,
                      checkItems: current.checkItems.filter((other) => other.id !== item.id),
                    }))
                  }
                >
                  <DeleteOutlineIcon fontSize="small" aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    {t('removeItem', { name: item.name })}
                  </Box>
                </IconButton>
              </Box>
            ))}
            <AddRow
              label={t('newItem')}
              buttonText={t('addItem')}
              onAdd={(name) =>
                change(checklist.id, (current) => ({
                  ...current,
                  checkItems: [...current.checkItems, { id: newId(), name, checked: false }],
                }))
              }
            />
          </Box>
        );
      })}
      <AddRow
        label={t('newChecklist')}
        buttonText={t('addChecklist')}
        onAdd={(name) => onChange([...value, { id: newId(), name, checkItems: [] }])}
      />
    </Box>
  );
}
