export * from './accounts.js';
export * from './addresses.js';
export * from './catalogue.js';
export * from './documents.js';
export * from './news.js';
export * from './orders.js';
export * from './rolls.js';
export * from './system.js';
