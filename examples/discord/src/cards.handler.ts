import { EmbedBuilder } from 'discord.js';
import type { Autocomplete, SlashCommand } from './discord.boundary.js';
import type { CardHit, HolocronApi } from './holocron.api.js';

const CHOICE_LENGTH = 100;
const GAMES: Record<string, string> = { rebellion: 'Rebellion', armada: 'Armada' };
/** An embed's description holds 4,096 characters. */
const DESCRIPTION = 4000;

/** "X-Flügler / X-wing (Rebellion, units)": both names, so German and English typists recognise it. */
export function cardTitle(hit: Pick<CardHit, 'name' | 'nameDe' | 'game' | 'kind'>): string {
  const names = hit.nameDe && hit.nameDe !== hit.name ? `${hit.nameDe} / ${hit.name}` : hit.name;
  return `${names} (${GAMES[hit.game] ?? hit.game}, ${hit.kind})`;
}

/** Catalog cards whose German or English name is what was typed (the glossary search's card hits: Rebellion and Armada). */
export async function autocompleteKarte(api: HolocronApi, i: Autocomplete): Promise<void> {
  const typed = i.options.getFocused().trim();
  const found = typed.length >= 2 ? await api.searchRules(typed) : undefined;
  const cards = found?.ok ? found.value.cards : [];
  // The value is the catalog path, so choosing a suggestion names exactly one card.
  await i.respond(cards.map((c) => ({ name: cardTitle(c).slice(0, CHOICE_LENGTH), value: c.link })));
}

/** `/karte name:<…>`: a chosen suggestion (a catalog path) or typed text, whose best card hit is shown. */
export async function handleKarte(api: HolocronApi, i: SlashCommand): Promise<void> {
  const name = i.options.getString('name', true).trim();
  await i.deferReply();
  let link = name;
  if (!name.startsWith('/v1/catalog/')) {
    const found = await api.searchRules(name);
    if (!found.ok) {
      await i.editReply({ content: `Holocron antwortet nicht: ${found.error.messages.de}` });
      return;
    }
    const hit = found.value.cards[0];
    if (!hit) {
      await i.editReply({ content: `Keine Karte „${name}“ in den Katalogen von Rebellion und Armada.` });
      return;
    }
    link = hit.link;
  }
  const entry = await api.catalogEntry(link);
  if (!entry.ok) {
    await i.editReply({ content: `Keine Karte „${name}“: ${entry.error.messages.de}` });
    return;
  }
  const [, , , game, kind] = link.split('/');
  const title = cardTitle({ ...namesOf(entry.value), game, kind });
  const embed = new EmbedBuilder().setTitle(title.slice(0, 256)).setDescription(describe(entry.value).slice(0, DESCRIPTION) || '—');
  await i.editReply({ embeds: [embed] });
}

/** Armada's entries name in English with `nameDe` beside; Rebellion's as `{de, en}`. */
function namesOf(entry: Record<string, unknown>): { name: string; nameDe: string | null } {
  const { name, nameDe } = entry as { name: unknown; nameDe?: unknown };
  if (typeof name === 'string') return { name, nameDe: typeof nameDe === 'string' ? nameDe : null };
  const both = (name ?? {}) as { de?: string; en?: string };
  return { name: both.en ?? both.de ?? String(entry.id), nameDe: both.de ?? null };
}

/** The catalog entry's fields as "**key**: value" lines; nested objects one level deep ("shields: front 3, left 2"). */
function describe(entry: Record<string, unknown>): string {
  return Object.entries(entry)
    .filter(([key]) => key !== 'id' && key !== 'name' && key !== 'nameDe')
    .map(([key, value]) => `**${key}**: ${show(value)}`)
    .filter((line) => !line.endsWith(': '))
    .join('\n');
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
      .join(', ');
  }
  return String(value);
}
