export * from './messages';
export * from './profile';
