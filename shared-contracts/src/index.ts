export * from './enums.js';
export * from './entities.js';
export * from './api.js';
export * from './roles.js';
export * from './routes.js';
export * from './booklet-rules.js';
export * from './messages/index.js';
