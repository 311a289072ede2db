export * from './errors';
export * from './health';
export * from './messages';
export * from './roles';
