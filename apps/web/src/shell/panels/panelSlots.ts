import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PanelModule = () => Promise<{ default: ComponentType }>;

/**
 * Panels that features lend the shell. The shell never imports a feature, so src/app registers them
 * (app/panels.ts) and the shell renders whatever is registered, lazily: the panel's code loads with the
 * signed-in shell, never with the sign-in pages.
 */
let rightPanel: LazyExoticComponent<ComponentType> | null = null;

/** The right side panel's content (the chat panel). */
export function registerRightPanel(load: PanelModule): void {
  rightPanel = lazy(load);
}

/** Renders the registered right panel (lazy: wrap it in Suspense), or nothing. */
export function RegisteredRightPanel() {
  return rightPanel ? createElement(rightPanel) : null;
}
