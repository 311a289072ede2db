import type { ActionEffect } from './types';

/** 优秀提案: the flag only; the state stays and the transition logs who set or cleared it, and when. */
export const markExcellent: ActionEffect = ({ patch }) => {
  patch.isExcellent = 1;
};

export const unmarkExcellent: ActionEffect = ({ patch }) => {
  patch.isExcellent = 0;
};
