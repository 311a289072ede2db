import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Places where one feature's page shows another feature's part without importing it (features never
 * import each other): the page renders `<FeatureSlot name=… />`, src/app registers what fills it
 * (app/featureSlots.ts), loaded lazily with the page. An unregistered slot renders nothing.
 */
export interface FeatureSlotProps {
  /** The unit's task page (undertaker): the task's consultation meetings (面商). */
  unitTask: { taskId: string; proposalId: string; taskState: string };
  /** A proposal's page (proposals): the caller's consultation invitations and meetings. */
  proposal: { proposalId: string };
}
export type FeatureSlotName = keyof FeatureSlotProps;

type SlotModule<N extends FeatureSlotName> = () => Promise<{ default: ComponentType<FeatureSlotProps[N]> }>;

const slots: { [N in FeatureSlotName]?: LazyExoticComponent<ComponentType<FeatureSlotProps[N]>> } = {};

export function registerFeatureSlot<N extends FeatureSlotName>(name: N, load: SlotModule<N>): void {
  (slots as Record<N, LazyExoticComponent<ComponentType<FeatureSlotProps[N]>>>)[name] = lazy(load);
}

/** Renders what is registered for `name` with `props` (nothing while it loads or when none is). */
export function FeatureSlot<N extends FeatureSlotName>({
  name,
  ...props
}: { name: N } & FeatureSlotProps[N]) {
  const component = slots[name];
  if (!component) return null;
  return createElement(
    Suspense,
    { fallback: null },
    createElement(component, props as unknown as FeatureSlotProps[N]),
  );
}
