export * from './widgets';
export * from './ranges';
export * from './weather';
export * from './analytics';
export * from './project';
export * from './messages';
