export * from './access';
export * from './products';
export * from './orders';
export * from './messages';
