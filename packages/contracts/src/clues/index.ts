export * from './clues';
export * from './messages';
