import type { IconEntry } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The icon font (about 130 kB) and its class come with this component, so only the icons page loads them.
import 'material-icons/iconfont/filled.css';
import { iconRows } from '../lib/iconSearch';

const CELL_WIDTH = 104;
const ROW_HEIGHT = 112;

/**
 * The icons as a grid that renders only the rows in view (plus a few): 2,000-odd buttons at once would
 * make the page slow to open and to scroll. The number of columns follows the grid's width.
 */
export function IconGrid({ icons, onCopy }: { icons: readonly IconEntry[]; onCopy: (name: string) => void }) {
  const { t } = useTranslation('ui');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor(width / CELL_WIDTH));
  const rows = useMemo(() => iconRows(icons, columns), [icons, columns]);
  // The virtualizer re-renders this component on scroll; nothing memoised reads its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    // React 19 warns about flushSync during rendering; plain re-renders keep up with scrolling here.
    useFlushSync: false,
  });

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={t('icons.grid')}
      data-testid="icon-grid"
      sx={{ height: 'calc(100vh - 300px)', minHeight: 320, overflowY: 'auto', contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: ROW_HEIGHT,
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {rows[row.index]?.map((icon) => (
              <IconCell key={icon.name} icon={icon} onCopy={onCopy} />
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
}

function IconCell({ icon, onCopy }: { icon: IconEntry; onCopy: (name: string) => void }) {
  return (
    <ButtonBase
      onClick={() => onCopy(icon.name)}
      data-testid="icon-cell"
      sx={{
        m: 0.5,
        borderRadius: 1,
        flexDirection: 'column',
        gap: 1,
        p: 1,
        '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
      }}
    >
      <span className="material-icons" aria-hidden style={{ fontSize: 32 }}>
        {icon.ligatures}
      </span>
      <Typography variant="caption" sx={{ maxWidth: '100%', overflowWrap: 'anywhere', lineHeight: 1.3 }}>
        {icon.name}
      </Typography>
    </ButtonBase>
  );
}
