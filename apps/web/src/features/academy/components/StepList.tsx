import type { CourseStep } from '@cppcc/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

/** The course's steps: done ones ticked, the current one marked; any step can be opened. */
export function StepList({
  steps,
  current,
  activeStep,
  disabled,
  onOpen,
}: {
  steps: readonly CourseStep[];
  current: number;
  activeStep: number;
  disabled: boolean;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('academy');
  return (
    <List aria-label={t('stepList')} dense>
      {steps.map((step, index) => (
        <ListItem key={step.id} disablePadding>
          <ListItemButton
            selected={index === current}
            aria-current={index === current ? 'step' : undefined}
            disabled={disabled}
            onClick={() => onOpen(index)}
          >
            <ListItemAvatar sx={{ minWidth: 44 }}>
              <Avatar
                sx={{
                  width: 28,
                  height: 28,
                  fontSize: 14,
                  bgcolor:
                    index < activeStep ? 'success.main' : index === current ? 'primary.main' : 'grey.700',
                }}
              >
                {index < activeStep ? <CheckIcon fontSize="small" aria-hidden /> : index + 1}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={step.title} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
