export * from './always';
export * from './apply';
export * from './describe';
export * from './match';
export * from './types';
