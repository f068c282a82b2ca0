export * from './constants.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './shopping.ts';
