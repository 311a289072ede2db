export * from './auth';
export * from './demo';
export * from './errorCodes';
export * from './errors';
export * from './health';
export * from './landing';
export * from './messages';
export * from './roles';
