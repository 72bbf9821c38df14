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

const isEphemeral = (p: Payload | undefined) => typeof p?.flags === 'number' && (p.flags & MessageFlags.Ephemeral) !== 0;

/** A payload as Discord would receive it: builders as their JSON, attachment bytes as their size. */
function plain(p: Payload): Payload {
  return JSON.parse(
    JSON.stringify(p, (_k, v: unknown) => {
      const b = v as { type?: string; data?: unknown };
      return b && b.type === 'Buffer' && Array.isArray(b.data) ? `<${b.data.length} bytes>` : v;
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
});
