export * from './registration';
export * from './session';
