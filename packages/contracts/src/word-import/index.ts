export * from './wordImport';
export * from './messages';
