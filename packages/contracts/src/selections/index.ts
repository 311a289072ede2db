export * from './selections';
export * from './messages';
