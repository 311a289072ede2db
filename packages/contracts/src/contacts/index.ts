export * from './contacts';
export * from './messages';
