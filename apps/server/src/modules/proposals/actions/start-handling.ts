import type { ActionEffect } from './types';

/** 办理中 is derived from the tasks (the first signature): only the state changes. */
export const startHandling: ActionEffect = () => {};
