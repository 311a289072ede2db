export * from './topics';
export * from './published';
export * from './paper';
export * from './messages';
