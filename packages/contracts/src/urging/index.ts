export * from './urging';
export * from './messages';
