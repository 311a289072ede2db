export * from './calendar';
export * from './messages';
export * from './proposalDateLabels';
export * from './zone';
