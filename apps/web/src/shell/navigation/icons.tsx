import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AppsIcon from '@mui/icons-material/Apps';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupIcon from '@mui/icons-material/Group';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import FolderIcon from '@mui/icons-material/Folder';
import BuildIcon from '@mui/icons-material/Build';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import SellIcon from '@mui/icons-material/Sell';
import WebIcon from '@mui/icons-material/Web';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import PaletteIcon from '@mui/icons-material/Palette';
import EmojiSymbolsIcon from '@mui/icons-material/EmojiSymbols';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import DataObjectIcon from '@mui/icons-material/DataObject';
import HistoryIcon from '@mui/icons-material/History';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SchoolIcon from '@mui/icons-material/School';
import StorefrontIcon from '@mui/icons-material/Storefront';
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
  contacts: ContactsIcon,
  calendar: CalendarMonthIcon,
  mail: MailIcon,
  notes: StickyNote2Icon,
  pages: WebIcon,
  invoice: ReceiptLongIcon,
  search: SearchIcon,
  faq: HelpOutlineIcon,
  knowledge: MenuBookIcon,
  pricing: SellIcon,
  comingSoon: ScheduleIcon,
  maintenance: BuildIcon,
  scrumboard: ViewKanbanIcon,
  files: FolderIcon,
  ui: PaletteIcon,
  icons: EmojiSymbolsIcon,
  pageLayouts: ViewQuiltIcon,
  typography: TextFieldsIcon,
  helperClasses: DataObjectIcon,
  documentation: LibraryBooksIcon,
  changelog: HistoryIcon,
  academy: SchoolIcon,
  shop: StorefrontIcon,
};

export function NavIcon({ name, fontSize = 'small' }: { name?: string; fontSize?: 'small' | 'medium' }) {
  const Icon = (name && navIcons[name]) || DescriptionIcon;
  return <Icon fontSize={fontSize} aria-hidden />;
}
