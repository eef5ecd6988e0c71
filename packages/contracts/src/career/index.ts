export * from './validation';
export * from './resume';
export * from './review';
export * from './enhance';
export * from './skills';
export * from './interview';
export * from './match';
