export * from './catalog';
export * from './limits';
export * from './mail';
export * from './messages';
