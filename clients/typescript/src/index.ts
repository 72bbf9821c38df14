export * from './api.errors.js';
export * from './operations.graphql.js';
export * from './holocron.client.js';
export * from './game.play.js';
export * from './bots/bot.contract.js';
export * from './bots/random.bot.js';
export * from './bots/rebels-heuristic.bot.js';
export * from './bots/bots.registry.js';
