export * from './actions';
export * from './admin-log';
export * from './messages';
