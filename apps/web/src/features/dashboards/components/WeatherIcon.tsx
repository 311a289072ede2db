import AcUnitIcon from '@mui/icons-material/AcUnit';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterDramaIcon from '@mui/icons-material/FilterDrama';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type { WeatherLocation } from '@cppcc/contracts';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  sunny: WbSunnyIcon,
  cloudy: CloudIcon,
  partlyCloudy: FilterDramaIcon,
  rainy: UmbrellaIcon,
  snowy: AcUnitIcon,
} as const;

/** The sky's icon; decorative (the sky is also said in words next to it). */
export function WeatherIcon({ icon, ...props }: { icon: WeatherLocation['icon'] } & SvgIconProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden {...props} />;
}
