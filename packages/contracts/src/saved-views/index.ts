export * from './limits';
export * from './saved-views';
export * from './messages';
