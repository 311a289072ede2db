export * from './approval';
export * from './messages';
