export * from './admin-log';
export * from './messages';
