export * from './common/errors';
export * from './common/ids';
export * from './common/enums';
export * from './health';
export * from './courses';
