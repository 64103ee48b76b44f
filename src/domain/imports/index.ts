export * from './amount';
export * from './csv-mapping';
export * from './csv-table';
export * from './dates';
export * from './decode';
export * from './parse';
export * from './payee';
export * from './types';
