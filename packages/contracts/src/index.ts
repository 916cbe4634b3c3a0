export * from './common';
export * from './auth';
export * from './analytics';
export * from './reference';
export * from './geocoding';
export * from './solutions';
export * from './providers';
export * from './transport';
