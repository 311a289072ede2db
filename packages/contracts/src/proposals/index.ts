export * from './proposals';
export * from './sessions';
export * from './settings';
export * from './todos';
