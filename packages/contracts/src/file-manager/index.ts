export * from './fileManager';
export * from './messages';
