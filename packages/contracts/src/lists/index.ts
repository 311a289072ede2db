export * from './columns';
export * from './lists';
export * from './messages';
export * from './exports';
export * from './contacts-filter';
