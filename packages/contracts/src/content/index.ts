export * from './help';
export * from './invoice';
export * from './messages';
export * from './search';
