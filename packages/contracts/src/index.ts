export * from './common/errors';
export * from './common/ids';
export * from './common/enums';
export * from './health';
export * from './courses';
export * from './validation';
export * from './auth';
export * from './users';
