export * from './assignment';
export * from './listTypes';
export * from './tasks';
export * from './notifications';
export * from './links';
export * from './share';
