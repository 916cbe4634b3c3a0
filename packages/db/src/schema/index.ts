export * from './accounts';
export * from './analytics';
export * from './reference';
export * from './solutions';
export * from './chat';
export * from './saved-work';
export * from './impact';
export * from './admin';
