import { Client, Events, GatewayIntentBits, REST, Routes } from 'discord.js';
import { BotRouter } from './bot.router.js';
import { COMMANDS } from './commands.definition.js';
import { HolocronApi } from './holocron.api.js';
import { FileSeatStore, MemorySeatStore } from './seat.store.js';

/*
 * The bot process: DISCORD_TOKEN, DISCORD_APPLICATION_ID, HOLOCRON_URL
 * (default http://localhost:3000), optional DISCORD_GUILD_ID (commands appear
 * at once in that server instead of globally) and HOLOCRON_SEAT_FILE (where
 * seat tokens are kept; in memory without it). See README.md.
 */

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set (examples/discord/README.md)`);
  return v;
};

const token = env('DISCORD_TOKEN');
const applicationId = env('DISCORD_APPLICATION_ID');
const api = new HolocronApi(process.env.HOLOCRON_URL ?? 'http://localhost:3000');
const seats = process.env.HOLOCRON_SEAT_FILE ? new FileSeatStore(process.env.HOLOCRON_SEAT_FILE) : new MemorySeatStore();
const router = new BotRouter({ api, seats });

const rest = new REST().setToken(token);
const guild = process.env.DISCORD_GUILD_ID;
await rest.put(guild ? Routes.applicationGuildCommands(applicationId, guild) : Routes.applicationCommands(applicationId), { body: COMMANDS });

// Message Content is a privileged intent: switch it on in the Developer Portal, or `[[...]]` sees empty messages.
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent] });

const report = (e: unknown) => console.error('handler failed:', e);

client.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isChatInputCommand()) router.command(interaction).catch(report);
  else if (interaction.isAutocomplete()) router.autocomplete(interaction).catch(report);
  else if (interaction.isButton() || interaction.isStringSelectMenu()) router.component(interaction).catch(report);
});
client.on(Events.MessageCreate, (message) => {
  router.message(message).catch(report);
});
client.once(Events.ClientReady, (c) => console.log(`Holocron bot ready as ${c.user.tag}, asking ${process.env.HOLOCRON_URL ?? 'http://localhost:3000'}`));

await client.login(token);
