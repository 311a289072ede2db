export * from './help';
export * from './helpPaths';
export * from './invoice';
export * from './messages';
export * from './search';
