export * from './imports';
export * from './api';
export * from './columns';
export * from './messages';
