export * from './compilation';
export * from './messages';
