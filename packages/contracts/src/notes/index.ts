export * from './notes';
export * from './messages';
