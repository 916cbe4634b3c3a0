export * from './accounts';
export * from './analytics';
