import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toLanguage } from '../i18n/languages';
import { ADMIN_LOG_PATH, PROPOSAL_EVENTS_PATH } from './auditLogPaths';

const TABS = [
  { path: PROPOSAL_EVENTS_PATH, title: { 'zh-CN': '提案办理日志', en: 'Proposal events' } },
  { path: ADMIN_LOG_PATH, title: { 'zh-CN': '管理与安全日志', en: 'Administration and security' } },
] as const;

/**
 * The two logs an admin reads (issue 30 §2): the proposal event log (each staff decision, kept there once)
 * and the audit log of administrative and security acts. Each page shows these tabs at its top.
 */
export function AuditLogTabs({ current }: { current: string }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
      {TABS.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.title[language]}
          component={RouterLink}
          to={tab.path}
        />
      ))}
    </Tabs>
  );
}
