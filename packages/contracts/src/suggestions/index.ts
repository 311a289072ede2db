export * from './scoring';
export * from './suggestions';
