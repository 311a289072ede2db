import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { releaseDeferredParts } from '../../shared/lib/afterContentGate';

type PanelModule = () => Promise<{ default: ComponentType }>;

/**
 * Panels that features lend the shell. The shell never imports a feature, so src/app registers them
 * (app/panels.ts) and the shell renders whatever is registered, lazily: the panel's code loads with the
 * signed-in shell, never with the sign-in pages.
 */
let rightPanel: LazyExoticComponent<ComponentType> | null = null;
let loadRightPanel: PanelModule | null = null;

/** The right side panel's content (the chat panel). */
export function registerRightPanel(load: PanelModule): void {
  rightPanel = lazy(load);
  loadRightPanel = load;
}

/**
 * The user asks for the right panel (the toolbar's toggle) before it mounted after the content: it mounts
 * now, and the promise settles once its code (and the state its toggle acts on) is loaded.
 */
export async function openRightPanel(): Promise<void> {
  releaseDeferredParts();
  await loadRightPanel?.();
}

/** Renders the registered right panel (lazy: wrap it in Suspense), or nothing. */
export function RegisteredRightPanel() {
  return rightPanel ? createElement(rightPanel) : null;
}
