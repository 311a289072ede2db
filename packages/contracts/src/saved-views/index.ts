export * from './saved-views';
export * from './messages';
