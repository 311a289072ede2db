export * from './academy';
export * from './messages';
