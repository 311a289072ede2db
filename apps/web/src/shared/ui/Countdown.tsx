import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTDOWN_TICK_MS, defaultCountdownEnd, remainingUntil, type Remaining } from './countdown';

const UNITS: (keyof Remaining)[] = ['days', 'hours', 'minutes', 'seconds'];
const LABELS: Record<string, Record<keyof Remaining, string>> = {
  'zh-CN': { days: '天', hours: '小时', minutes: '分钟', seconds: '秒' },
  en: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
};

/**
 * Countdown widget (seed 000 §2.4, §9): days, hours, minutes and seconds until `endDate` (default 15 days
 * from mount), refreshed every second; `onComplete` fires once when it reaches zero.
 */
export function Countdown({
  endDate,
  onComplete,
}: {
  endDate?: Date | string | number;
  onComplete?: () => void;
}) {
  const { i18n } = useTranslation();
  const end = useMemo(() => (endDate === undefined ? defaultCountdownEnd() : new Date(endDate)), [endDate]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= +end) {
        clearInterval(timer);
        onComplete?.();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [end, onComplete]);
  const remaining = remainingUntil(end, now);
  const labels = LABELS[i18n.resolvedLanguage ?? 'zh-CN'] ?? LABELS.en!;
  return (
    <Box
      role="timer"
      aria-live="off"
      sx={{ display: 'flex', gap: 3, justifyContent: 'center' }}
      data-testid="countdown"
    >
      {UNITS.map((unit) => (
        <Box key={unit} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <Typography sx={{ fontSize: 32, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {String(remaining[unit]).padStart(2, '0')}
          </Typography>
          <Typography variant="caption" color="textSecondary" sx={{ textTransform: 'uppercase' }}>
            {labels[unit]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
