export * from './catalog';
export * from './mail';
export * from './messages';
