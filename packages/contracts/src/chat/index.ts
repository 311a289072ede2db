export * from './chat';
export * from './realtime';
