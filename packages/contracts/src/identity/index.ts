export * from './identity';
export * from './messages';
