export * from './lists';
export * from './messages';
