export * from './consultation';
export * from './messages';
