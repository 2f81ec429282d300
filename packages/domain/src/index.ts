export * from './money.ts';
export * from './catalog.ts';
export * from './pricing.ts';
export * from './rules.ts';
export * from './messages.ts';
export * from './order-states.ts';
export * from './timers.ts';
export * from './media.ts';
