export * from './registration';
export * from './session';
export * from './place-names';
export * from './countries';
export * from './postal-codes';
export * from './geo';
