import type {
  ApplicationCommandOptionChoiceData,
  InteractionDeferReplyOptions,
  InteractionEditReplyOptions,
  InteractionReplyOptions,
  InteractionUpdateOptions,
  MessageReplyOptions,
} from 'discord.js';

/*
 * The parts of discord.js's objects the handlers use. discord.js's own
 * interactions and messages have them (bot.main.ts hands them over unchanged,
 * so the compiler checks that), and the tests fake exactly these: the
 * library's boundary, without Discord's network.
 */

export interface DiscordUser {
  readonly id: string;
  readonly bot: boolean;
}

/** Replies every interaction the bot answers can give. */
export interface Replying {
  readonly user: DiscordUser;
  readonly channelId: string | null;
  reply(options: InteractionReplyOptions): Promise<unknown>;
  deferReply(options?: InteractionDeferReplyOptions): Promise<unknown>;
  editReply(options: InteractionEditReplyOptions): Promise<unknown>;
  /** A message after the first answer: public unless its flags say Ephemeral. */
  followUp(options: InteractionReplyOptions): Promise<unknown>;
}

export interface SlashCommand extends Replying {
  readonly commandName: string;
  readonly options: {
    getString(name: string, required: true): string;
    getString(name: string, required?: boolean): string | null;
    getUser(name: string, required: true): DiscordUser;
    getSubcommand(): string;
  };
}

export interface Autocomplete {
  readonly commandName: string;
  readonly options: { getFocused(): string };
  respond(options: readonly ApplicationCommandOptionChoiceData[]): Promise<unknown>;
}

/** A button press or a select menu choice on a message the bot posted. */
export interface ComponentPress extends Replying {
  readonly customId: string;
  /** A select menu's chosen values; absent for a button. */
  readonly values?: readonly string[];
  update(options: InteractionUpdateOptions): Promise<unknown>;
  deferUpdate(): Promise<unknown>;
}

export interface ChannelMessage {
  readonly content: string;
  readonly author: DiscordUser;
  reply(options: MessageReplyOptions): Promise<unknown>;
}
