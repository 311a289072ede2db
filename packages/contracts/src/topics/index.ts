export * from './topics';
export * from './paper';
export * from './messages';
