import { useEffect, useState, type ComponentType } from 'react';
import type { LiveBadgeLoader, LiveBadgeProps } from '../../shared/navigation/types';
import { NavBadgeChip } from './NavBadgeChip';

/** Loaded badges by loader, so an entry shown again (drawer reopened) has its badge at once. */
const loaded = new Map<LiveBadgeLoader, ComponentType<LiveBadgeProps>>();

/** An entry's live badge (NavItem.liveBadge), loaded on demand and shown as the entry's chip. */
export function LiveNavBadge({ load }: { load: LiveBadgeLoader }) {
  const [Badge, setBadge] = useState<ComponentType<LiveBadgeProps> | undefined>(() => loaded.get(load));
  useEffect(() => {
    if (Badge) return undefined;
    let live = true;
    void load().then(
      (module) => {
        loaded.set(load, module.default);
        if (live) setBadge(() => module.default);
      },
      // A badge that cannot load (offline) is simply not shown; the page itself still works.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Badge, load]);
  if (!Badge) return null;
  return <Badge render={(badge) => <NavBadgeChip badge={badge} />} />;
}
