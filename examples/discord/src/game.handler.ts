import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  MessageFlags,
  StringSelectMenuBuilder,
  type InteractionReplyOptions,
} from 'discord.js';
import type { GameView } from '../../../clients/typescript/src/operations.graphql.js';
import { decodeId, encodeId } from './custom-id.js';
import type { ComponentPress, SlashCommand } from './discord.boundary.js';
import type { HolocronApi, LegalPage } from './holocron.api.js';
import type { SeatStore, StoredGame } from './seat.store.js';
import { describeSecrets, secretsOf } from './view.secrets.js';

/** The games a channel can start (both take two players and no options). */
export const PLAYABLE: Readonly<Record<string, string>> = { 'rebels-attack': 'Angriff der Rebellen', rebellion: 'Star Wars: Rebellion' };
/** Discord's limits: 25 options per select menu, 100 characters per label. */
export const MENU = 25;
const LABEL = 100;

export interface GameDeps {
  readonly api: HolocronApi;
  readonly seats: SeatStore;
  /** Options per menu page: MENU, Discord's limit, unless smaller (the tests page with fewer). */
  readonly menu?: number;
}

type Payload = InteractionReplyOptions;

const ephemeral = (p: Payload): Payload => ({ ...p, flags: MessageFlags.Ephemeral });
const text = (de: string): Payload => ephemeral({ content: de });

/** `/spiel neu spiel:<id> gegner:<user>`: a game for this channel, seat 0 the caller, seat 1 the opponent. */
export async function handleSpiel(deps: GameDeps, i: SlashCommand): Promise<void> {
  const game = i.options.getString('spiel', true);
  const opponent = i.options.getUser('gegner', true);
  if (!(game in PLAYABLE)) return void (await i.reply(text(`Unbekanntes Spiel „${game}“.`)));
  if (opponent.bot) return void (await i.reply(text('Bots können hier nicht mitspielen.')));
  if (!i.channelId) return void (await i.reply(text('Spiele laufen in einem Kanal.')));
  await i.deferReply();
  // The tag lets `GET /v1/game-list?tag=discord-<channel>` find the channel's games again.
  const created = await deps.api.client.createGame({ game, players: 2, tag: `discord-${i.channelId}` });
  if (!created.ok) return void (await i.editReply({ content: `Holocron lehnt ab: ${created.error.messages.de}` }));
  const users = [i.user.id, opponent.id];
  const stored: StoredGame = {
    gameId: created.value.id,
    game,
    channelId: i.channelId,
    seats: created.value.seats.map((s) => ({ seat: s.seat, userId: users[s.seat], token: s.token })),
  };
  await deps.seats.save(stored);
  await i.editReply(await publicState(deps, stored));
}

/** Every button and select menu of a game message. */
export async function handleComponent(deps: GameDeps, i: ComponentPress): Promise<void> {
  const id = decodeId(i.customId);
  if (!id) return;
  const stored = await deps.seats.get(id.gameId);
  if (!stored) return void (await i.reply(text('Dieses Spiel kennt der Bot nicht (mehr).')));
  switch (id.kind) {
    case 'me':
      return showOwnView(deps, stored, i);
    case 'act':
      return startActing(deps, stored, i);
    case 'groups':
      return showMenu(deps, stored, i, id.seat, id.version, { groupPage: id.page });
    case 'group':
      return showMenu(deps, stored, i, id.seat, id.version, { group: Number(i.values?.[0]), page: 0 });
    case 'actions':
      return showMenu(deps, stored, i, id.seat, id.version, { group: id.group, page: id.page });
    case 'do':
      return submit(deps, stored, i, id.seat, id.version, i.values?.[0] ?? '');
  }
}

/** The seat's token if this user holds it; the channel never learns it. */
function tokenOf(stored: StoredGame, userId: string, seat: number): string | undefined {
  return stored.seats.find((s) => s.seat === seat && s.userId === userId)?.token;
}

/** "Handeln": the caller's own menu of legal actions, as an ephemeral reply (legal actions can tell a seat's secrets). */
async function startActing(deps: GameDeps, stored: StoredGame, i: ComponentPress): Promise<void> {
  const mine = stored.seats.filter((s) => s.userId === i.user.id);
  if (mine.length === 0) return void (await i.reply(text('Du spielst in diesem Spiel nicht mit.')));
  const game = await deps.api.client.game(stored.gameId);
  if (!game.ok) return void (await i.reply(text(`Holocron antwortet nicht: ${game.error.messages.de}`)));
  const seat = mine.find((s) => game.value.pending.some((p) => p.seat === s.seat));
  if (!seat) return void (await i.reply(text(game.value.outcome ? 'Das Spiel ist zu Ende.' : 'Du bist nicht am Zug.')));
  const size = sizeOf(deps);
  const page = await deps.api.legalPage(stored.gameId, seat.token, { limit: size, offset: 0 });
  if (!page.ok) return void (await i.reply(text(`Holocron lehnt ab: ${page.error.messages.de}`)));
  await i.reply(ephemeral(menu(stored, seat.seat, page.value, choose(page.value), size)));
}

type MenuAt = { readonly groupPage: number } | { readonly group: number; readonly page: number };

const sizeOf = (deps: GameDeps) => Math.min(deps.menu ?? MENU, MENU);

/** One group: its actions at once; many: the groups first. */
function choose(page: LegalPage): MenuAt {
  return page.groups.length === 1 ? { group: 0, page: 0 } : { groupPage: 0 };
}

/** Pages through groups or a group's actions, on the ephemeral message the caller pressed. */
async function showMenu(deps: GameDeps, stored: StoredGame, i: ComponentPress, seat: number, version: number, at: MenuAt): Promise<void> {
  const token = tokenOf(stored, i.user.id, seat);
  if (!token) return void (await i.reply(text('Das ist nicht dein Platz.')));
  const all = await deps.api.legalPage(stored.gameId, token, { limit: 1, offset: 0 });
  if (!all.ok) return void (await i.update({ content: `Holocron lehnt ab: ${all.error.messages.de}`, components: [] }));
  if (all.value.version !== version) return void (await i.update({ content: 'Das Spiel ist weitergegangen: drücke „Handeln“ noch einmal.', components: [] }));
  const size = sizeOf(deps);
  if ('groupPage' in at) return void (await i.update(menu(stored, seat, all.value, at, size)));
  const group = all.value.groups[at.group];
  if (!group) return void (await i.update({ content: 'Diese Gruppe gibt es nicht mehr.', components: [] }));
  const page = await deps.api.legalPage(stored.gameId, token, { group: group.id, limit: size, offset: at.page * size });
  if (!page.ok) return void (await i.update({ content: `Holocron lehnt ab: ${page.error.messages.de}`, components: [] }));
  await i.update(menu(stored, seat, page.value, at, size));
}

/** A select menu of at most 25 groups or actions, with page buttons when there are more. */
function menu(stored: StoredGame, seat: number, page: LegalPage, at: MenuAt, size: number) {
  const base = { gameId: stored.gameId, seat, version: page.version };
  if ('groupPage' in at) {
    const shown = page.groups.slice(at.groupPage * size, (at.groupPage + 1) * size);
    const select = new StringSelectMenuBuilder()
      .setCustomId(encodeId({ kind: 'group', ...base }))
      .setPlaceholder('Worum geht es?')
      .addOptions(shown.map((g, n) => ({ label: `${g.de} (${g.count})`.slice(0, LABEL), value: String(at.groupPage * size + n) })));
    const pages = pager(at.groupPage, page.groups.length, size, (p) => encodeId({ kind: 'groups', ...base, page: p }));
    return { content: `Du bist am Zug: ${page.total} mögliche Aktionen in ${page.groups.length} Gruppen.`, components: [row(select), ...pages] };
  }
  const group = page.groups[at.group];
  const select = new StringSelectMenuBuilder()
    .setCustomId(encodeId({ kind: 'do', ...base }))
    .setPlaceholder('Aktion wählen')
    .addOptions(page.actions.map((a) => ({ label: a.label.de.slice(0, LABEL), value: a.id })));
  const pages = pager(at.page, page.total, size, (p) => encodeId({ kind: 'actions', ...base, group: at.group, page: p }));
  const back = page.groups.length > 1 ? [row(button(encodeId({ kind: 'groups', ...base, page: 0 }), 'Andere Gruppe', ButtonStyle.Secondary))] : [];
  return { content: `${group?.de ?? ''}: ${page.total} Aktionen.`, components: [row(select), ...pages, ...back] };
}

function pager(page: number, count: number, size: number, idOf: (page: number) => string): ActionRowBuilder<ButtonBuilder>[] {
  const last = Math.ceil(count / size) - 1;
  if (last <= 0) return [];
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(idOf(page - 1), '◀', ButtonStyle.Secondary).setDisabled(page === 0),
      button(`${idOf(page)}:label`, `Seite ${page + 1}/${last + 1}`, ButtonStyle.Secondary).setDisabled(true),
      button(idOf(page + 1), '▶', ButtonStyle.Secondary).setDisabled(page === last),
    ),
  ];
}

function button(customId: string, label: string, style: ButtonStyle): ButtonBuilder {
  return new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(style);
}

function row<T extends ButtonBuilder | StringSelectMenuBuilder>(c: T): ActionRowBuilder<T> {
  return new ActionRowBuilder<T>().addComponents(c);
}

/** The chosen action at the version it was offered at; the channel then sees the new public state. */
async function submit(deps: GameDeps, stored: StoredGame, i: ComponentPress, seat: number, version: number, actionId: string): Promise<void> {
  const token = tokenOf(stored, i.user.id, seat);
  if (!token) return void (await i.reply(text('Das ist nicht dein Platz.')));
  await i.deferUpdate();
  const done = await deps.api.client.submit(stored.gameId, token, actionId, version);
  if (!done.ok) {
    const why = done.error.code === 'VERSION_CONFLICT' ? 'Das Spiel ist weitergegangen: drücke „Handeln“ noch einmal.' : done.error.messages.de;
    return void (await i.editReply({ content: `Abgelehnt: ${why}`, components: [] }));
  }
  await i.editReply({ content: 'Ausgeführt.', components: [] });
  await i.followUp(await publicState(deps, stored, `<@${i.user.id}> hat gehandelt.`));
}

/** "Meine Sicht": what only the caller's seats may see, as an ephemeral reply with the seat's own picture. */
async function showOwnView(deps: GameDeps, stored: StoredGame, i: ComponentPress): Promise<void> {
  const mine = stored.seats.filter((s) => s.userId === i.user.id);
  if (mine.length === 0) return void (await i.reply(text('Du spielst in diesem Spiel nicht mit.')));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const spectator = await deps.api.client.game(stored.gameId);
  if (!spectator.ok) return void (await i.editReply({ content: `Holocron antwortet nicht: ${spectator.error.messages.de}` }));
  const embeds: EmbedBuilder[] = [];
  const files: AttachmentBuilder[] = [];
  for (const s of mine) {
    const own = await deps.api.client.game(stored.gameId, s.token);
    if (!own.ok) return void (await i.editReply({ content: `Holocron antwortet nicht: ${own.error.messages.de}` }));
    const secrets = describeSecrets(secretsOf(own.value.view, spectator.value.view));
    const embed = new EmbedBuilder().setTitle(`Platz ${s.seat + 1}: nur für dich`).setDescription((secrets || 'Nichts, was die anderen nicht sehen.').slice(0, 4000));
    const png = await deps.api.boardPng(stored.gameId, own.value.version, s.token);
    if (png.ok) {
      const name = `platz-${s.seat + 1}.png`;
      files.push(new AttachmentBuilder(png.value, { name }));
      embed.setImage(`attachment://${name}`);
    }
    embeds.push(embed);
  }
  await i.editReply({ embeds, files });
}

/** The channel's message: the public picture, who sits where, whose turn, and the two buttons. No token, no secret. */
export async function publicState(deps: GameDeps, stored: StoredGame, lead = ''): Promise<{ content: string; embeds: EmbedBuilder[]; files: AttachmentBuilder[]; components: ActionRowBuilder<ButtonBuilder>[]; allowedMentions: { users: string[] } }> {
  const game = await deps.api.client.game(stored.gameId);
  const users = stored.seats.map((s) => s.userId);
  if (!game.ok) return { content: `${lead} Holocron antwortet nicht: ${game.error.messages.de}`.trim(), embeds: [], files: [], components: [], allowedMentions: { users: [] } };
  const embed = new EmbedBuilder()
    .setTitle(`${PLAYABLE[stored.game] ?? stored.game} · Version ${game.value.version}`)
    .setDescription(stored.seats.map((s) => `Platz ${s.seat + 1}: <@${s.userId}>`).join('\n'))
    .setFooter({ text: `Spiel ${stored.gameId}` });
  const files: AttachmentBuilder[] = [];
  const png = await deps.api.boardPng(stored.gameId, game.value.version);
  if (png.ok) {
    files.push(new AttachmentBuilder(png.value, { name: 'board.png' }));
    embed.setImage('attachment://board.png');
  }
  const status = statusLine(stored, game.value);
  const components = game.value.outcome
    ? []
    : [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          button(encodeId({ kind: 'act', gameId: stored.gameId }), 'Handeln', ButtonStyle.Primary),
          button(encodeId({ kind: 'me', gameId: stored.gameId }), 'Meine Sicht', ButtonStyle.Secondary),
        ),
      ];
  return { content: [lead, status].filter(Boolean).join(' '), embeds: [embed], files, components, allowedMentions: { users } };
}

function statusLine(stored: StoredGame, game: GameView): string {
  const who = (seat: number) => `<@${stored.seats.find((s) => s.seat === seat)?.userId ?? '?'}>`;
  if (game.outcome) {
    const winners = game.outcome.winners.map(who).join(', ');
    return `Spielende: ${game.outcome.reason.de}${winners ? ` Gewonnen: ${winners}.` : ''}`;
  }
  return `Am Zug: ${game.pending.map((p) => `${who(p.seat)} (${p.label.de})`).join(', ')}.`;
}
