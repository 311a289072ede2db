import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function AccordionExample() {
  const { t } = useTranslation('documentation');
  return (
    <div>
      {(['question1', 'question2'] as const).map((key) => (
        <Accordion key={key}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>{t(`sample.${key}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="textSecondary">{t(`sample.${key}Answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
