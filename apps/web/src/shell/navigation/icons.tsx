import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AppsIcon from '@mui/icons-material/Apps';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupIcon from '@mui/icons-material/Group';
import LinkIcon from '@mui/icons-material/Link';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type SvgIcon from '@mui/material/SvgIcon';

/** Icons that navigation data may name; unknown names fall back to a document icon. */
export const navIcons: Record<string, typeof SvgIcon> = {
  apps: AppsIcon,
  dashboard: DashboardIcon,
  analytics: AnalyticsIcon,
  project: WorkspacesIcon,
  member: AssignmentIndIcon,
  undertaker: BusinessCenterIcon,
  staff: DescriptionIcon,
  admin: AdminPanelSettingsIcon,
  users: GroupIcon,
  units: ApartmentIcon,
  link: LinkIcon,
  chat: ChatIcon,
};

export function NavIcon({ name, fontSize = 'small' }: { name?: string; fontSize?: 'small' | 'medium' }) {
  const Icon = (name && navIcons[name]) || DescriptionIcon;
  return <Icon fontSize={fontSize} aria-hidden />;
}
