
/**
 * The product's documentation (seed 001 §2 "Documentation pages", issue 18): every page's address and title.
 * The route names are the seed's (`working-with-fuse-react`, `fuse-components/…`) so its links keep working;
 * what the pages say is about this system. The web app builds its routes and navigation from this list and
 * the server's site search finds the pages by it. The texts themselves are Markdown files of the web app
 * (`features/documentation/content/<language>/<section>/<page>.md`); component pages are a live example.
 */
export { DOCUMENTATION_AUTH, DOCUMENTATION_ROOT } from './access';

export const DOC_SECTIONS = [
  'getting-started',
  'working-with-fuse-react',
  'authentication',
  'material-ui-components',
  'third-party-components',
  'fuse-components',
] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];

export interface DocTitle {
  'zh-CN': string;
  en: string;
}

export interface DocPage {
  /** `null` for the changelog, which stands alone under /documentation. */
  section: DocSection | null;
  slug: string;
  title: DocTitle;
  /** `markdown`: a text page; `component`: a live example with its code (the Material component pages). */
  kind: 'markdown' | 'component';
}

export const DOC_SECTION_TITLES: Record<DocSection, DocTitle> = {
  'getting-started': { 'zh-CN': '快速开始', en: 'Getting started' },
  'working-with-fuse-react': { 'zh-CN': '使用与开发', en: 'Working with the app' },
  authentication: { 'zh-CN': '身份认证', en: 'Authentication' },
  'material-ui-components': { 'zh-CN': 'Material 组件', en: 'Material UI components' },
  'third-party-components': { 'zh-CN': '第三方组件', en: 'Third-party components' },
  'fuse-components': { 'zh-CN': '框架组件', en: 'Shell components' },
};

const md = (section: DocSection | null, slug: string, zh: string, en: string): DocPage => ({
  section,
  slug,
  title: { 'zh-CN': zh, en },
  kind: 'markdown',
});

export const MARKDOWN_DOC_PAGES: readonly DocPage[] = [
  md(null, 'changelog', '更新日志', 'Changelog'),
  md('getting-started', 'introduction', '简介', 'Introduction'),
  md('getting-started', 'installation', '安装', 'Installation'),
  md('working-with-fuse-react', 'development', '开发', 'Development'),
  md('working-with-fuse-react', 'production', '生产部署', 'Production'),
  md('working-with-fuse-react', 'project-structure', '项目结构', 'Project structure'),
  md('working-with-fuse-react', 'updating-fuse-react', '升级', 'Updating'),
  md('working-with-fuse-react', 'theming', '主题', 'Theming'),
  md('working-with-fuse-react', 'theme-layouts', '主题布局', 'Theme layouts'),
  md('working-with-fuse-react', 'page-layouts', '页面布局', 'Page layouts'),
  md('working-with-fuse-react', 'settings', '设置', 'Settings'),
  md('working-with-fuse-react', 'routing', '路由', 'Routing'),
  md('working-with-fuse-react', 'code-splitting', '代码拆分', 'Code splitting'),
  md('authentication', 'jwt', 'JWT 登录', 'JWT'),
  md('authentication', 'firebase', 'Firebase', 'Firebase'),
  md('authentication', 'auth0', 'Auth0', 'Auth0'),
  md('third-party-components', 'formsy', '表单', 'Forms'),
  md('third-party-components', 'datatables/react-table', '数据表格', 'Data tables'),
  md('third-party-components', 'google-map-react', '地图', 'Maps'),
  md('third-party-components', 'react-chartjs-2', '图表', 'Charts'),
  md('fuse-components', 'fuse-theme', '主题（Theme）', 'Theme'),
  md('fuse-components', 'fuse-authorization', '权限控制', 'Authorization'),
  md('fuse-components', 'fuse-layout', '布局（Layout）', 'Layout'),
  md('fuse-components', 'fuse-page-carded', '卡片式页面', 'Carded page'),
  md('fuse-components', 'fuse-page-simple', '简单页面', 'Simple page'),
  md('fuse-components', 'fuse-scrollbars', '滚动条', 'Scrollbars'),
  md('fuse-components', 'fuse-highlight', '代码高亮', 'Highlight'),
  md('fuse-components', 'fuse-countdown', '倒计时', 'Countdown'),
  md('fuse-components', 'fuse-navigation', '导航', 'Navigation'),
  md('fuse-components', 'fuse-message', '消息提示', 'Message'),
  md('fuse-components', 'fuse-dialog', '对话框', 'Dialog'),
  md('fuse-components', 'fuse-animate', '动画', 'Animate'),
  md('fuse-components', 'fuse-animate-group', '组动画', 'Animate group'),
  md('fuse-components', 'fuse-chip-select', '标签选择', 'Chip select'),
];
