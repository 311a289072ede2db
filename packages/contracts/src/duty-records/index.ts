export * from './score';
export * from './duty-records';
export * from './messages';
