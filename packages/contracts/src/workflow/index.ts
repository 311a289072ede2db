export * from './labels';
export * from './machine';
export * from './proposal';
export * from './settings';
export * from './task';
export * from './needs';
