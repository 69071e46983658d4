export * from './accounts.js';
export * from './catalog.js';
export * from './orders.js';
export * from './money.js';
export * from './marketing.js';
export * from './content.js';
