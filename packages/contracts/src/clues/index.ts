export * from './clues';
export * from './paths';
export * from './messages';
