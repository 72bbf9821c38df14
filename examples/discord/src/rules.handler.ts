import type { Autocomplete, ChannelMessage, SlashCommand } from './discord.boundary.js';
import type { HolocronApi } from './holocron.api.js';

/** Discord's limits: 25 autocomplete choices of at most 100 characters. */
const CHOICES = 25;
const CHOICE_LENGTH = 100;
/** At most this many `[[...]]` lookups are answered per message, so one message cannot make the bot flood a channel. */
export const MAX_LOOKUPS = 3;

/** The Discord-ready answer (Markdown, at most 2,000 characters) of the best glossary entry for `term`, or a German "not found". */
export async function ruleAnswer(api: HolocronApi, term: string): Promise<string> {
  const found = await api.searchRules(term);
  if (!found.ok) return `Holocron antwortet nicht: ${found.error.messages.de}`;
  const best = found.value.results[0];
  if (!best) return `Kein Regeleintrag zu „${term}“ gefunden.`;
  const answer = await api.ruleAnswer(best.game, best.slug);
  return answer.ok ? answer.value : `Holocron antwortet nicht: ${answer.error.messages.de}`;
}

/** `/regel begriff:<…>` */
export async function handleRegel(api: HolocronApi, i: SlashCommand): Promise<void> {
  const term = i.options.getString('begriff', true);
  await i.deferReply();
  await i.editReply({ content: await ruleAnswer(api, term) });
}

/** Entry titles for what has been typed into `/regel`. */
export async function autocompleteRegel(api: HolocronApi, i: Autocomplete): Promise<void> {
  const typed = i.options.getFocused().trim();
  const found = typed.length >= 2 ? await api.autocompleteRules(typed) : undefined;
  const titles = found?.ok ? found.value.data : [];
  await i.respond(titles.slice(0, CHOICES).map((t) => ({ name: t.slice(0, CHOICE_LENGTH), value: t.slice(0, CHOICE_LENGTH) })));
}

/** The terms of `[[...]]` in a message, at most MAX_LOOKUPS, each 1–200 characters as the search takes them. */
export function lookups(content: string): string[] {
  const terms = [...content.matchAll(/\[\[([^\[\]]{1,200})\]\]/g)].map((m) => m[1].trim()).filter((t) => t.length > 0);
  return [...new Set(terms)].slice(0, MAX_LOOKUPS);
}

/** Answers every `[[...]]` in a message (needs the Message Content intent to see the text at all). */
export async function handleMessage(api: HolocronApi, message: ChannelMessage): Promise<void> {
  if (message.author.bot) return;
  for (const term of lookups(message.content)) {
    await message.reply({ content: await ruleAnswer(api, term), allowedMentions: { repliedUser: false } });
  }
}
