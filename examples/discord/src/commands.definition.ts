import { SlashCommandBuilder } from 'discord.js';
import { PLAYABLE } from './game.handler.js';

/** The slash commands, as registered with Discord (bot.main.ts). */
export const COMMANDS = [
  new SlashCommandBuilder()
    .setName('regel')
    .setDescription('Eine Regel im Glossar nachschlagen (Rebellion, Armada, Angriff der Rebellen)')
    .addStringOption((o) => o.setName('begriff').setDescription('z. B. Rückzug').setRequired(true).setMaxLength(200).setAutocomplete(true)),
  new SlashCommandBuilder()
    .setName('karte')
    .setDescription('Eine Karte aus Rebellion oder Armada zeigen (deutscher oder englischer Name)')
    .addStringOption((o) => o.setName('name').setDescription('z. B. X-Flügler oder Hardcell').setRequired(true).setMaxLength(200).setAutocomplete(true)),
  new SlashCommandBuilder()
    .setName('spiel')
    .setDescription('Ein Spiel in diesem Kanal')
    .addSubcommand((s) =>
      s
        .setName('neu')
        .setDescription('Ein neues Spiel gegen jemanden beginnen')
        .addStringOption((o) =>
          o
            .setName('spiel')
            .setDescription('Welches Spiel')
            .setRequired(true)
            .addChoices(...Object.entries(PLAYABLE).map(([value, name]) => ({ name, value }))),
        )
        .addUserOption((o) => o.setName('gegner').setDescription('Wer gegen dich spielt').setRequired(true)),
    ),
].map((c) => c.toJSON());
