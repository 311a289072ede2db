import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { splitBundleTexts } from './vite.bundleTexts.js';
import { lazyMuiDefaultThemes } from './vite.lazyDefaultThemes.js';
import { lazyMuiNumberFormat } from './vite.lazyNumberFormat.js';
import { lazyPaginationTooltip } from './vite.lazyTooltip.js';
import { messageCatalogues } from './vite.messages.js';
import { pdfjsAssets } from './vite.pdfjs.js';
import { loadedPreloadsDropped } from './vite.preloadDeps.js';
import { precompressAssets } from './vite.precompress.js';
import { startPagesScript } from './vite.startPages.js';

/**
 * In `npm run dev` Vite serves the app on PORT (3000) and the API runs on API_PORT (3001); the proxy
 * makes the API same-origin, exactly as in production where one server serves both.
 */
// 127.0.0.1, not localhost: Node may try ::1 first while the API listens on IPv4.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const toApi: ProxyOptions = { target: apiTarget, ws: true };

/**
 * Stable vendor chunks: they change only when a dependency does, so browsers keep them cached. Tagged
 * `$initial`, each takes only the modules the entry loads, so a package's parts used by one lazy page stay in
 * that page's chunk instead of growing the first load of every page.
 */
const initialVendorGroups: { name: string; test: RegExp }[] = [
  {
    name: 'vendor-react',
    // use-sync-external-store: React's shim, which react-i18next (entry) and react-redux both use. Vite's
    // preload helper (every `import()` of the entry calls it) too: left alone, a group that captures a module
    // using it took it along — `mui-signed-in`, through the pagination's LazyTooltip — and the entry then
    // imported that whole chunk for the helper, on the sign-in pages too.
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]|^\0vite[\\/]preload-helper/,
  },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|react-is|prop-types|clsx|@babel[\\/]runtime)[\\/]/,
  },
  {
    name: 'vendor-i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

/**
 * Redux is not in the entry: the store loads on demand (app/storeLoader.ts), after the sign-in pages' first
 * load (issue 4's budget). Its core is one chunk for the store and every feature; RTK Query (`dist/query`)
 * stays with the API layer that uses it.
 */
const reduxGroup = {
  name: 'vendor-redux',
  test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])|(redux|react-redux|redux-thunk|reselect|immer)[\\/])/,
};

/**
 * MUI parts that many lazy pages share, each family in one chunk rather than a dozen tiny ones (a file per
 * component and per helper compresses far worse). Issue 4's budget: the sign-in pages load the surfaces and,
 * with a form, the inputs; the signed-in shell and most pages use them anyway.
 */
const sharedMuiGroups: { name: string; test: RegExp }[] = [
  {
    name: 'mui-surfaces',
    // With the slot and event helpers of MUI that the inputs, the shell's chunk and Tabs share, and the form
    // control's context that SwitchBase reads: in the group of the inputs they made the shell's chunk and Tabs
    // import `mui-inputs` on every signed-in page, though a landing shows no field (issue 33 §1).
    test: /[\\/]node_modules[\\/]@mui[\\/](material[\\/](Paper|Card|CardContent|Link|Divider|SvgIcon)[\\/]|utils[\\/](isMuiElement|isHostComponent|debounce|ownerDocument|ownerWindow|getActiveElement|isEventHandler|appendOwnerState|resolveComponentProps|extractEventHandlers|omitEventHandlers|mergeSlotProps)[\\/]|material[\\/]utils[\\/](useEnhancedEffect|ownerDocument|getActiveElement|isMuiElement|useSlot)\.mjs$|material[\\/]FormControl[\\/](FormControlContext|useFormControl)\.mjs$)/,
  },
  {
    name: 'mui-inputs',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText)[\\/]/,
  },
];

/**
 * Issue 20: a signed-in first load fetched ~80 scripts, most of them one MUI component, icon or helper
 * (0.1–3 kB each) shared by the shell and the pages. The ones every signed-in page loads with the shell (its
 * layout, toolbar, menus, drawers, navigation icons) come as one chunk; the lists' tables and the Select
 * family, which no landing shows, as one chunk each. None is used by the sign-in pages (they would then load
 * the whole chunk: `npm run bench:bundle`). The group order matters: a group takes along its members'
 * dependencies not already in an earlier group.
 * Not the Tooltip and its Popper (popper.js): the shell loads them on a first hover or focus (LazyTooltip).
 */
const signedInGroups: { name: string; test: RegExp }[] = [
  {
    name: 'mui-signed-in',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Alert|AppBar|Avatar|Backdrop|Badge|Checkbox|Chip|ClickAwayListener|Collapse|Drawer|Fade|Grow|IconButton|List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListSubheader|Menu|MenuItem|MenuList|Modal|Popover|Portal|Snackbar|Toolbar|internal|transitions|useMediaQuery|utils)[\\/]|[\\/]@mui[\\/]material[\\/]InputAdornment[\\/]inputAdornmentClasses|[\\/]src[\\/]shared[\\/]ui[\\/]LazyTooltip\.tsx$/,
  },
  {
    // Issue 33 §1: the Select family (with the Input and FilledInput that TextField imports whatever its
    // variant), which the tables' pagination and the select fields share: a landing shows neither. Before
    // mui-tables, which would otherwise take it along as the pagination's dependency.
    name: 'mui-select',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Select|NativeSelect|Input|FilledInput)[\\/]/,
  },
  {
    // The lists' table and pagination, apart from the shell's chunk: no landing shows a table (in
    // mui-signed-in they and the Select family their pagination takes along were ≈ 9 kB of every first load).
    name: 'mui-tables',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Table|TableBody|TableCell|TableContainer|TableHead|TablePagination|TablePaginationActions|TableRow|TableSortLabel)[\\/]/,
  },
  {
    name: 'icons-signed-in',
    test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/](Bolt|Build|Chat|ChevronLeft|ChevronRight|Close|Description|ExpandLess|ExpandMore|FirstPage|Folder|KeyboardArrowLeft|KeyboardArrowRight|LastPage|Link|Mail|Menu|MenuOpen|Notifications|PersonAdd|Schedule|Search|Send|Settings|Star|StarBorder|ViewKanban)\.m?js$/,
  },
];

const preloads = loadedPreloadsDropped();

export default defineConfig({
  plugins: [
    react(),
    lazyPaginationTooltip(),
    lazyMuiNumberFormat(),
    lazyMuiDefaultThemes(),
    messageCatalogues(),
    splitBundleTexts(),
    pdfjsAssets(),
    precompressAssets(),
    startPagesScript(),
    preloads.plugin,
  ],
  server: {
    port: Number(process.env.PORT ?? '3000'), // scripts/dev.mjs passes --port $PORT too
    strictPort: true,
    proxy: { '/api': toApi, '/ws': toApi },
  },
  preview: { proxy: { '/api': toApi, '/ws': toApi } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...initialVendorGroups.map((group) => ({ ...group, tags: ['$initial' as const] })),
            reduxGroup,
            ...sharedMuiGroups,
            ...signedInGroups,
            // The Firebase SDK (issue 19): one chunk, loaded only by the Firebase tab once it is configured.
            { name: 'vendor-firebase', test: /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]/ },
          ],
        },
      },
    },
  },
});
