export * from './scrumboard';
export * from './cards';
export * from './messages';
