export * from './figures';
export * from './assessment';
export * from './messages';
