export * from './widgets';
export * from './analytics';
export * from './project';
export * from './messages';
