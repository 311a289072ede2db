export * from './proposals';
export * from './sessions';
export * from './settings';
export * from './todos';
export * from './evaluations';
export * from './statistics';
export * from './oversight';
export * from './similarity';
