export * from './imports';
export * from './messages';
