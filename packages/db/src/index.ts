export * from './client';
export * from './schema';
export * from './queries/users';
export * from './queries/password-reset-tokens';
export * from './queries/analytics';
