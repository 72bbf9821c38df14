import { MessageFlags } from 'discord.js';
import { startApp, type TestApp } from '../../../test/support/app.harness.js';
import { BotRouter } from '../src/bot.router.js';
import type { Autocomplete, ChannelMessage, ComponentPress, DiscordUser, SlashCommand } from '../src/discord.boundary.js';
import { MENU } from '../src/game.handler.js';
import { HolocronApi } from '../src/holocron.api.js';
import { MemorySeatStore } from '../src/seat.store.js';

/*
 * The example bot's handlers against the running service (one app for this
 * file). discord.js's interactions and messages are faked at the library's
 * boundary (discord.boundary.ts): every answer is recorded with whether Discord
 * would show it to the channel or only to the user who asked.
 */

type Payload = Record<string, unknown>;
interface Sent {
  readonly userId: string;
  readonly ephemeral: boolean;
  readonly via: 'reply' | 'editReply' | 'followUp' | 'update' | 'message';
  readonly payload: Payload;
}

const CHANNEL = '111111111111111111';
const alice: DiscordUser = { id: '222222222222222222', bot: false };
const bob: DiscordUser = { id: '333333333333333333', bot: false };
const carol: DiscordUser = { id: '444444444444444444', bot: false };

const isEphemeral = (p: Payload | undefined) => typeof p?.flags === 'number' && (p.flags & MessageFlags.Ephemeral) !== 0;

/** A payload as Discord would receive it: builders as their JSON, attachment bytes as their size. */
function plain(p: Payload): Payload {
  return JSON.parse(
    JSON.stringify(p, (_k, v: unknown) => {
      const b = v as { type?: string; data?: unknown };
      if (!(b && b.type === 'Buffer' && Array.isArray(b.data))) return v;
      const png = [0x89, 0x50, 0x4e, 0x47].every((x, n) => (b.data as number[])[n] === x);
      return `<${png ? 'png' : 'bytes'} ${b.data.length}>`;
    }),
  ) as Payload;
}

class FakeDiscord {
  readonly sent: Sent[] = [];

  private record(userId: string, ephemeral: boolean, via: Sent['via'], payload: Payload): Sent {
    const s = { userId, ephemeral, via, payload: plain(payload) };
    this.sent.push(s);
    return s;
  }

  /** Reply, defer, edit and follow-up as discord.js's interactions do; `onEphemeral`: the component sits on an ephemeral message. */
  private replying(user: DiscordUser, onEphemeral = false) {
    let ephemeral = false;
    return {
      user,
      channelId: CHANNEL,
      reply: async (o: Payload) => {
        ephemeral = isEphemeral(o);
        this.record(user.id, ephemeral, 'reply', o);
      },
      deferReply: async (o?: Payload) => {
        ephemeral = isEphemeral(o);
      },
      editReply: async (o: Payload) => this.record(user.id, ephemeral || onEphemeral, 'editReply', o),
      followUp: async (o: Payload) => this.record(user.id, isEphemeral(o), 'followUp', o),
      update: async (o: Payload) => this.record(user.id, onEphemeral, 'update', o),
      deferUpdate: async () => {
        ephemeral = onEphemeral;
      },
    };
  }

  slash(user: DiscordUser, commandName: string, strings: Record<string, string>, users: Record<string, DiscordUser> = {}, sub = ''): SlashCommand {
    const getString = ((name: string) => strings[name] ?? null) as SlashCommand['options']['getString'];
    return { ...this.replying(user), commandName, options: { getString, getUser: (name: string) => users[name], getSubcommand: () => sub } };
  }

  press(user: DiscordUser, customId: string, values?: string[], onEphemeral = false): ComponentPress {
    return { ...this.replying(user, onEphemeral), customId, ...(values ? { values } : {}) };
  }

  message(user: DiscordUser, content: string): ChannelMessage {
    return { content, author: user, reply: async (o: Payload) => void this.record(user.id, false, 'message', o) };
  }

  publicText(): string {
    return JSON.stringify(this.sent.filter((s) => !s.ephemeral).map((s) => s.payload));
  }
}

function autocomplete(commandName: string, typed: string): Autocomplete & { choices: { name: string; value: string | number }[] } {
  const a = {
    commandName,
    choices: [] as { name: string; value: string | number }[],
    options: { getFocused: () => typed },
    respond: async (c: readonly { name: string; value: string | number }[]) => void a.choices.push(...c),
  };
  return a;
}

type Component = { type: number; custom_id?: string; options?: { label: string; value: string }[]; disabled?: boolean; components?: Component[] };
const components = (s: Sent) => ((s.payload.components ?? []) as Component[]).flatMap((r) => r.components ?? []);
const byPrefix = (s: Sent, prefix: string) => components(s).find((c) => c.custom_id?.startsWith(prefix));

describe('examples/discord against the running service', () => {
  let t: TestApp;
  let api: HolocronApi;
  let seats: MemorySeatStore;
  let bot: BotRouter;
  beforeAll(async () => {
    t = await startApp('pglite');
    api = new HolocronApi(t.url);
    seats = new MemorySeatStore();
    bot = new BotRouter({ api, seats });
  });
  afterAll(async () => {
    await t.close();
  });

  it('/regel answers the glossary entry, and its autocomplete offers titles', async () => {
    const d = new FakeDiscord();
    await bot.command(d.slash(alice, 'regel', { begriff: 'Rückzug' }));
    expect(d.sent).toHaveLength(1);
    expect(d.sent[0]).toMatchObject({ ephemeral: false, via: 'editReply' });
    const content = d.sent[0].payload.content as string;
    expect(content).toMatch(/^\*\*RÜCKZUG\*\* — \*/);
    expect(content.length).toBeLessThanOrEqual(2000);
    const a = autocomplete('regel', 'Rückz');
    await bot.autocomplete(a);
    expect(a.choices.map((c) => c.name)).toContain('RÜCKZUG');
    expect(a.choices.length).toBeLessThanOrEqual(25);
  });

  it('answers [[...]] in a message, at most three, and ignores bots and plain text', async () => {
    const d = new FakeDiscord();
    await bot.message(d.message(alice, 'Wie war das mit [[Rückzug]] nochmal?'));
    expect(d.sent).toHaveLength(1);
    expect(d.sent[0].payload.content).toMatch(/^\*\*RÜCKZUG\*\*/);
    await bot.message(d.message({ id: '9', bot: true }, '[[Rückzug]]'));
    await bot.message(d.message(alice, 'Rückzug ohne Klammern'));
    expect(d.sent).toHaveLength(1);
    await bot.message(d.message(alice, '[[Rückzug]] [[Mission]] [[Anführer]] [[Sonde]]'));
    expect(d.sent).toHaveLength(4);
  });

  it('/karte finds Rebellion and Armada cards by German and English names, with autocomplete', async () => {
    const german = autocomplete('karte', 'X-Flügler');
    await bot.autocomplete(german);
    const xwing = german.choices.find((c) => c.value === '/v1/catalog/rebellion/units/x-wing');
    expect(xwing?.name).toMatch(/X-Flügler.*X-[Ww]ing.*Rebellion/);
    const english = autocomplete('karte', 'Hardcell');
    await bot.autocomplete(english);
    expect(english.choices[0]).toEqual({ name: expect.stringContaining('Hardcell-class Transport'), value: '/v1/catalog/armada/ships/hardcell-class-transport' });

    const d = new FakeDiscord();
    await bot.command(d.slash(alice, 'karte', { name: String(english.choices[0].value) }));
    await bot.command(d.slash(alice, 'karte', { name: 'x-wing' }));
    await bot.command(d.slash(alice, 'karte', { name: 'Keine solche Karte qwxz' }));
    const [ship, unit, none] = d.sent.map((s) => s.payload);
    const embed = (p: Payload) => (p.embeds as { title: string; description: string }[])[0];
    expect(embed(ship).title).toMatch(/Hardcell-class Transport \(Armada, ships\)/);
    expect(embed(ship).description).toMatch(/\*\*hull\*\*: \d+/);
    expect(embed(unit).title).toMatch(/^X-Flügler \/ X-[Ww]ing \(Rebellion, units\)$/);
    expect(none.content).toMatch(/^Keine Karte/);
  });

  const last = (d: FakeDiscord) => d.sent[d.sent.length - 1];
  const gameIdOf = (s: Sent) => (byPrefix(s, 'hc:act:')?.custom_id ?? '').slice('hc:act:'.length);
  const embedOf = (s: Sent) => (s.payload.embeds as { title: string; description: string; image?: { url: string } }[])[0];

  async function pendingUser(gameId: string): Promise<DiscordUser> {
    const game = await t.http().get(`/v1/games/${gameId}`).expect(200);
    const seat = game.body.pending[0].seat as number;
    const userId = (await seats.get(gameId))!.seats.find((s) => s.seat === seat)!.userId;
    return [alice, bob].find((u) => u.id === userId)!;
  }

  /** The pending user presses "Handeln", picks the first group and its first action. Returns the last menu before submitting. */
  async function playOne(d: FakeDiscord, router: BotRouter, gameId: string): Promise<Sent> {
    const user = await pendingUser(gameId);
    await router.component(d.press(user, `hc:act:${gameId}`));
    let menu = last(d);
    expect(menu).toMatchObject({ userId: user.id, ephemeral: true, via: 'reply' });
    const group = byPrefix(menu, 'hc:group:');
    if (group) {
      await router.component(d.press(user, group.custom_id!, [group.options![0].value], true));
      menu = last(d);
      expect(menu).toMatchObject({ userId: user.id, ephemeral: true, via: 'update' });
    }
    const action = byPrefix(menu, 'hc:do:')!;
    expect(action.options!.length).toBeGreaterThan(0);
    expect(action.options!.length).toBeLessThanOrEqual(MENU);
    await router.component(d.press(user, action.custom_id!, [action.options![0].value], true));
    return menu;
  }

  it('plays Angriff der Rebellen between two users by buttons and select menus; the channel sees each move', async () => {
    const d = new FakeDiscord();
    await bot.command(d.slash(alice, 'spiel', { spiel: 'rebels-attack' }, { gegner: bob }, 'neu'));
    const start = last(d);
    expect(start).toMatchObject({ userId: alice.id, ephemeral: false, via: 'editReply' });
    const gameId = gameIdOf(start);
    expect(gameId).toMatch(/^[0-9a-f-]{36}$/);
    const created = (await t.http().get(`/v1/games/${gameId}`).expect(200)).body.version as number;
    expect(embedOf(start)).toMatchObject({ title: `Angriff der Rebellen · Version ${created}`, description: `Platz 1: <@${alice.id}>\nPlatz 2: <@${bob.id}>`, image: { url: 'attachment://board.png' } });
    expect(start.payload.files).toEqual([expect.objectContaining({ name: 'board.png', attachment: expect.stringMatching(/^<png \d+>$/) })]);
    expect((await t.http().get(`/v1/game-list?tag=discord-${CHANNEL}`).expect(200)).body.items.map((g: { id: string }) => g.id)).toContain(gameId);

    // Only the seat the game waits for gets a menu; someone not seated gets told so, privately.
    const waiting = await pendingUser(gameId);
    const other = waiting === alice ? bob : alice;
    await bot.component(d.press(other, `hc:act:${gameId}`));
    expect(last(d)).toMatchObject({ userId: other.id, ephemeral: true, payload: { content: 'Du bist nicht am Zug.' } });
    await bot.component(d.press(carol, `hc:act:${gameId}`));
    expect(last(d)).toMatchObject({ userId: carol.id, ephemeral: true, payload: { content: 'Du spielst in diesem Spiel nicht mit.' } });

    let stale: Sent | undefined;
    for (let move = 1; move <= 4; move++) {
      const menu = await playOne(d, bot, gameId);
      stale ??= menu;
      const version = (await t.http().get(`/v1/games/${gameId}`).expect(200)).body.version as number;
      const posted = last(d);
      expect(posted).toMatchObject({ ephemeral: false, via: 'followUp' });
      expect(posted.payload.content).toMatch(/^<@\d+> hat gehandelt\. (Am Zug: <@\d+>|Spielende)/);
      expect(embedOf(posted).title).toBe(`Angriff der Rebellen · Version ${version}`);
      expect(version).toBeGreaterThanOrEqual(move);
    }

    // A menu from an earlier move submits at its own version: the service refuses, nothing changes.
    const before = (await t.http().get(`/v1/games/${gameId}`).expect(200)).body.version;
    const old = byPrefix(stale!, 'hc:do:')!;
    const owner = stale!.userId === alice.id ? alice : bob;
    await bot.component(d.press(owner, old.custom_id!, [old.options![0].value], true));
    expect(last(d)).toMatchObject({ userId: owner.id, ephemeral: true, payload: { content: expect.stringMatching(/^Abgelehnt: Das Spiel ist weitergegangen/) } });
    expect((await t.http().get(`/v1/games/${gameId}`).expect(200)).body.version).toBe(before);
    // Another user cannot use a seat's menu.
    const intruder = owner === alice ? bob : alice;
    await bot.component(d.press(intruder, old.custom_id!, [old.options![0].value], true));
    expect(last(d)).toMatchObject({ userId: intruder.id, ephemeral: true, payload: { content: 'Das ist nicht dein Platz.' } });

    const tokens = (await seats.get(gameId))!.seats.map((s) => s.token);
    const everything = JSON.stringify(d.sent);
    for (const token of tokens) expect(everything).not.toContain(token);
  });

  it('Rebellion: hidden hands go only to their seat’s user, ephemerally; menus page groups and actions; no token anywhere', async () => {
    const d = new FakeDiscord();
    const small = new BotRouter({ api, seats, menu: 5 });
    await small.command(d.slash(alice, 'spiel', { spiel: 'rebellion' }, { gegner: bob }, 'neu'));
    const gameId = gameIdOf(last(d));
    const stored = (await seats.get(gameId))!;
    const views = new Map<string, { viewer: { faction: 'rebel' | 'empire' }; hands: { objectives: { cards?: string[] } } }>();
    for (const s of stored.seats) {
      views.set(s.userId, (await t.http().get(`/v1/games/${gameId}`).set({ Authorization: `Bearer ${s.token}` }).expect(200)).body.view);
    }
    const rebelUser = [alice, bob].find((u) => views.get(u.id)!.viewer.faction === 'rebel')!;
    const empireUser = rebelUser === alice ? bob : alice;
    const objectives = views.get(rebelUser.id)!.hands.objectives.cards!;
    expect(objectives.length).toBeGreaterThan(0);

    await small.component(d.press(rebelUser, `hc:me:${gameId}`));
    const rebelSees = last(d);
    await small.component(d.press(empireUser, `hc:me:${gameId}`));
    const empireSees = last(d);
    expect(rebelSees).toMatchObject({ userId: rebelUser.id, ephemeral: true });
    expect(empireSees).toMatchObject({ userId: empireUser.id, ephemeral: true });
    const rebelText = embedOf(rebelSees).description;
    const empireText = embedOf(empireSees).description;
    expect(rebelText).toContain('hands.objectives.cards');
    for (const card of objectives) {
      expect(rebelText).toContain(card);
      expect(empireText).not.toContain(card);
    }
    expect(rebelSees.payload.files).toEqual([expect.objectContaining({ attachment: expect.stringMatching(/^<png \d+>$/) })]);
    await small.component(d.press(carol, `hc:me:${gameId}`));
    expect(last(d)).toMatchObject({ userId: carol.id, ephemeral: true, payload: { content: 'Du spielst in diesem Spiel nicht mit.' } });

    // The groups page 5 at a time, and so do a group's actions.
    const user = await pendingUser(gameId);
    const token = stored.seats.find((s) => s.userId === user.id)!.token;
    const legal = (await t.http().get(`/v1/games/${gameId}/legal-actions`).set({ Authorization: `Bearer ${token}` }).expect(200)).body as {
      actions: { id: string; group: { id: string } }[];
      groups: { id: string; count: number }[];
    };
    expect(legal.groups.length).toBeGreaterThan(5);
    await small.component(d.press(user, `hc:act:${gameId}`));
    let menu = last(d);
    expect(byPrefix(menu, 'hc:group:')!.options!.map((o) => o.value)).toEqual(['0', '1', '2', '3', '4']);
    const nextGroups = components(menu).find((c) => c.custom_id?.startsWith('hc:groups:') && c.custom_id.endsWith(':1'))!;
    expect(nextGroups.disabled).toBe(false);
    await small.component(d.press(user, nextGroups.custom_id!, undefined, true));
    menu = last(d);
    expect(byPrefix(menu, 'hc:group:')!.options!.map((o) => o.value)).toEqual(legal.groups.slice(5, 10).map((_g, n) => String(5 + n)));
    const big = legal.groups.findIndex((g) => g.count > 5);
    expect(big).toBeGreaterThanOrEqual(0);
    await small.component(d.press(user, byPrefix(menu, 'hc:group:')!.custom_id!, [String(big)], true));
    menu = last(d);
    const inGroup = legal.actions.filter((a) => a.group.id === legal.groups[big].id).map((a) => a.id);
    expect(byPrefix(menu, 'hc:do:')!.options!.map((o) => o.value)).toEqual(inGroup.slice(0, 5));
    const next = components(menu).find((c) => c.custom_id?.startsWith('hc:actions:') && c.custom_id.endsWith(':1'))!;
    await small.component(d.press(user, next.custom_id!, undefined, true));
    menu = last(d);
    expect(byPrefix(menu, 'hc:do:')!.options!.map((o) => o.value)).toEqual(inGroup.slice(5, 10));
    const versionBefore = (await t.http().get(`/v1/games/${gameId}`).expect(200)).body.version as number;
    await small.component(d.press(user, byPrefix(menu, 'hc:do:')!.custom_id!, [inGroup[5]], true));
    expect(last(d)).toMatchObject({ ephemeral: false, via: 'followUp' });
    expect((await t.http().get(`/v1/games/${gameId}`).expect(200)).body.version).toBeGreaterThan(versionBefore);

    // Nothing only one seat may see reaches the channel, and no token reaches Discord at all.
    const channel = d.publicText();
    for (const card of objectives) expect(channel).not.toContain(card);
    const everything = JSON.stringify(d.sent);
    for (const s of stored.seats) expect(everything).not.toContain(s.token);
  });
});
