import { citedHeadings } from '../src/engine/armada/rules.cite.js';
import { loadRuleContent } from '../src/rules/content/content.load.js';
import { Database } from '../src/database/database.service.js';
import { RulesSeeder } from '../src/rules/rules.seed.js';
import { PREFIX_MIN } from '../src/rules/rules.sql.js';
import { GLOSSARY_LEXICON, glossaryIndex } from '../src/rules/search/glossary.lexicon.js';
import { analyze, queryTerms } from '../src/rules/search/search.analyze.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

/** Links in answers point at the configured public URL (HOLOCRON_PUBLIC_URL), never at the Host header. */
const PUBLIC_URL = 'https://holocron.example';
import { gql } from './support/graphql.client.js';

type Hit = { game: string; slug: string; ref: string; title: string; snippet: string; score: number; lang: string };
type Problem = { status: number; code: string; messages: { de: string; en: string } };

describe.each(backends())('the rules glossary on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: Record<string, string | number>): Promise<Hit[]> =>
    (await t.http().get('/v1/rules/search').query(query).expect(200)).body.results;
  const refs = async (q: string, extra: Record<string, string | number> = {}) => (await search({ q, ...extra })).map((h) => h.ref);

  function expectProblem(res: { status: number; headers: Record<string, string>; body: Problem }, status: number, code: string) {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, code });
    expect(res.body.messages.de).not.toBe(res.body.messages.en);
    expect(res.body.messages.de.length * res.body.messages.en.length).toBeGreaterThan(0);
  }

  describe('search over REST', () => {
    it.each([
      ['umlauts', 'Rückzug', 'rebellion:rueckzug'],
      ['ae/oe/ue', 'Rueckzug', 'rebellion:rueckzug'],
      ['dropped umlauts', 'Ruckzug', 'rebellion:rueckzug'],
      ['ae/oe/ue in a title of two words', 'Todesstern zerstoeren', 'rebellion:todesstern-zerstoeren'],
      ['ß', 'Größenkategorien', 'armada:groessenkategorien'],
      ['ß typed as ss', 'Grossenkategorien', 'armada:groessenkategorien'],
      ['ss typed as ß', 'Großkampfschiffe', 'rebellion:grosskampfschiffe'],
      ['a typo', 'Todestern', 'rebellion:todesstern'],
      ['a letter missing', 'Rebelenstützpunkt', 'rebellion:rebellenstuetzpunkt'],
      ['an English term from the term list', 'retreat', 'rebellion:rueckzug'],
      ['an English term of two words', 'probe droid', 'rebellion:suchdroidenkarten'],
      ['a child by its own title', 'Gefechtsende', 'rebellion:gefechtsende'],
      ['a child by its parent and its own words', 'Gefecht Rückzug', 'rebellion:rueckzug'],
      ['a German question', 'Wie rettet man gefangene Anführer?', 'rebellion:gefangene-anfuehrer-retten'],
      ['a verb form in a question', 'Wie baut das Imperium den Todesstern?', 'rebellion:todesstern-bauen'],
      ['a title typed apart', 'Rebellen Stützpunkt', 'rebellion:rebellenstuetzpunkt'],
      ['a ship by its name: the entry of its size class', 'Hardcell', 'armada:groessenkategorien'],
      ['a character by its name: the entry of its kind', 'Ezra Bridger', 'rebels-attack:verbuendete'],
    ])('finds %s: %s → %s first', async (_kind, q, ref) => {
      expect((await refs(q))[0]).toBe(ref);
    });

    it('finds the English play guide entry, and its German counterpart with lang=de', async () => {
      expect(await refs('revealing the rebel base')).toContain('rebellion:revealing-the-rebel-base');
      expect((await refs('revealing the rebel base', { lang: 'de' }))[0]).toBe('rebellion:aufdecken-des-rebellenstuetzpunktes');
    });

    it('finds every seed-004 heading the Armada game cites by its English term, among the first three', async () => {
      const content = loadRuleContent();
      const misses: string[] = [];
      for (const { rule } of citedHeadings()) {
        for (const term of content.terms.filter((t) => t.ref === rule)) {
          const found = await refs(term.en, { game: 'armada-attack', limit: 3 });
          if (!found.includes(rule)) misses.push(`${term.en} → ${rule}: ${found.join(', ')}`);
        }
      }
      expect(misses).toEqual([]);
    });

    it('returns the catalog cards a query names over REST, none for rule words, and leads to them', async () => {
      const body = (await t.http().get('/v1/rules/search').query({ q: 'Incite Rebellion' }).expect(200)).body as { cards: { link: string; game: string }[] };
      expect(body.cards[0]).toMatchObject({ game: 'rebellion', kind: 'cards', id: 'incite-rebellion', link: '/v1/catalog/rebellion/cards/incite-rebellion' });
      expect(((await t.http().get(body.cards[0]?.link as string).expect(200)).body as { id: string }).id).toBe('incite-rebellion');
      expect((await t.http().get('/v1/rules/search').query({ q: 'Rückzug' }).expect(200)).body.cards).toEqual([]);
      expect((await t.http().get('/v1/rules/search').query({ q: 'Incite Rebellion', game: 'armada' }).expect(200)).body.cards).toEqual([]);
    });

    it('ranks the entry titled with the word above entries that only mention it', async () => {
      const hits = await search({ q: 'Rückzug' });
      const title = hits.find((h) => h.ref === 'rebellion:rueckzug') as Hit;
      const body = hits.find((h) => h.ref === 'rebellion:gefecht') as Hit;
      expect(title.score).toBeGreaterThan(body.score);
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    });

    it('lists the children of an entry when its title is searched', async () => {
      const found = await refs('Gefecht', { limit: 10 });
      expect(found[0]).toBe('rebellion:gefecht');
      for (const child of ['gefechtsende', 'angriffe-abhandeln', 'rueckzug', 'schlachten-gewinnen']) expect(found).toContain(`rebellion:${child}`);
    });

    it('highlights the matched words in the snippet, whatever the spelling typed', async () => {
      for (const q of ['Rückzug', 'rueckzug', 'ruckzug']) {
        const hit = (await search({ q })).find((h) => h.ref === 'rebellion:gefecht') as Hit;
        expect(hit.snippet).toContain('<mark>Rückzug</mark>');
      }
      const typo = (await search({ q: 'Verteidigungsmarkr' }))[0] as Hit;
      expect(typo.ref).toBe('armada:verteidigungsmarker');
      expect(typo.snippet).toMatch(/<mark>Verteidigungsmarker/);
    });

    it('shows the passage that answers, also when found through an English term or a synonym', async () => {
      const evade = (await search({ q: 'evade' }))[0] as Hit;
      expect(evade.ref).toBe('armada:verteidigungsmarker');
      expect(evade.snippet).toMatch(/^…<mark>Ausweichen<\/mark>: Falls es sich um einen Angriff in großer Reichweite/);
      const flee = (await search({ q: 'abhauen aus dem Gefecht' }))[0] as Hit;
      expect(flee.ref).toBe('rebellion:rueckzug');
      expect(flee.snippet).toContain('<mark>zurückziehen</mark>');
      // A synonym bound to another game's words marks nothing of it: "fliegen" is "bewegen" only in Angriff der Rebellen.
      const fly = (await search({ q: 'schneller fliegen', game: 'armada' }))[0] as Hit;
      expect(fly.snippet).toContain('<mark>Schub</mark>');
      expect(fly.snippet).not.toContain('<mark>Bewegung</mark>');
    });

    it('ranks the entry whose one sentence answers a colloquial question first', async () => {
      expect((await refs('darf ich beim Standort der Basis lügen?'))[0]).toBe('rebellion:schummeln');
      expect((await refs('wer gewinnt bei Gleichstand', { game: 'rebels-attack' }))[0]).toBe('rebels-attack:spielende');
    });

    it("finds entries by the everyday words only players' phrasings of them hold (content/phrasings)", async () => {
      // Every word of a phrasing that no entry's text or book-given name holds, and that the query
      // analysis searches as typed and nothing else: only entries whose phrasings say it can match.
      const { entries, names } = glossaryIndex();
      const bookStems = new Set([
        ...entries.flatMap((e) => [...e.bodyLexemes.split(' '), ...e.parentLexemes.split(' ')]),
        ...names.filter((n) => n.kind !== 'phrasing').flatMap((n) => n.lexemes.split(' ')),
      ]);
      const saying = new Map<string, { game: string; word: string; stem: string; slugs: Set<string> }>();
      for (const n of names.filter((n) => n.kind === 'phrasing')) {
        for (const w of analyze(n.name)) {
          // A word that begins a word of the books also matches it as a prefix (PREFIX_MIN): "trotz", "trotzdem".
          if (bookStems.has(w.stem) || (w.stem.length >= PREFIX_MIN && [...bookStems].some((b) => b.startsWith(w.stem)))) continue;
          const terms = queryTerms(w.word, n.game, GLOSSARY_LEXICON);
          if (terms.length !== 1 || terms[0]?.stem !== w.stem) continue;
          const key = `${n.game} ${w.stem}`;
          const s = saying.get(key) ?? { game: n.game, word: w.word, stem: w.stem, slugs: new Set<string>() };
          saying.set(key, s.slugs.add(n.slug) && s);
        }
      }
      const words = [...saying.values()].filter((s) => s.slugs.size <= 10);
      expect(words.length).toBeGreaterThan(100);
      // The word also matches a longer word of a phrasing it begins ("schuss", "Schusskraft").
      const phrasings = names.filter((n) => n.kind === 'phrasing');
      const begun = (game: string, stem: string) =>
        new Set(phrasings.filter((n) => n.game === game && n.lexemes.split(' ').some((l) => l === stem || (stem.length >= PREFIX_MIN && l.startsWith(stem)))).map((n) => n.slug));
      const misses: string[] = [];
      // Every 10th word, in the index's order: the same 10 % on every run and database.
      for (const { game, word, stem, slugs } of words.filter((_, i) => i % 10 === 0)) {
        const got = (await search({ q: word, game, limit: 50 })).map((h) => h.slug);
        const first = begun(game, stem);
        if (!first.has(got[0] ?? '') || [...slugs].some((slug) => !got.includes(slug))) misses.push(`${game} ${word}: ${got.slice(0, 3).join(', ')}`);
      }
      expect(misses).toEqual([]);
      // And a question in those words: the entry whose phrasing asks it comes first.
      expect((await refs('schiff steht auf einem anderen drauf', { game: 'armada' }))[0]).toBe('armada:ueberschneidungen-mit-schiffen');
    });

    it('filters by game (a glossary id or a /v1/games id), ranks the language asked for first, pages with limit and offset', async () => {
      const armada = await search({ q: 'Angriff', game: 'armada' });
      expect(armada.length).toBeGreaterThan(0);
      expect(armada.every((h) => h.game === 'armada')).toBe(true);
      expect(await search({ q: 'Angriff', game: 'armada-attack' })).toEqual(armada);
      const english = await search({ q: 'combat', lang: 'en' });
      expect(english.slice(0, 2).map((h) => h.lang)).toEqual(['en', 'en']);
      // lang orders, it does not filter: a German query with lang=en still finds the German rules.
      const german = await search({ q: 'Verteidigungsmarker', lang: 'en' });
      expect(german[0]).toMatchObject({ ref: 'armada:verteidigungsmarker', lang: 'de', titleEn: 'defense token' });
      expect((await search({ q: 'Unterwerfung', lang: 'en' })).slice(0, 2).map((h) => h.ref)).toContain('rebellion:subjugation');
      // A German title with lang=en reaches the English counterpart first; without lang the German entry leads.
      expect((await search({ q: 'Auffrischphase', lang: 'en' }))[0]).toMatchObject({ ref: 'rebellion:refresh-phase', lang: 'en' });
      expect((await search({ q: 'Auffrischphase' }))[0]).toMatchObject({ ref: 'rebellion:auffrischphase', lang: 'de' });
      expect((await search({ q: 'Auffrischphase', lang: 'de' })).map((h) => h.ref)).not.toContain('rebellion:refresh-phase');
      // An English title without lang: the German entry of the same rules leads (its one counterpart),
      // and English text covering several German entries chooses none of them over the others.
      expect((await refs('assignment phase')).slice(0, 2)).toEqual(['rebellion:zuweisungsphase', 'rebellion:assignment-phase']);
      expect(['rebellion:captured-leaders', 'rebellion:gefangene-anfuehrer-retten']).toContain((await refs('How do I rescue a captured leader?'))[0]);
      const all = await refs('Einheiten', { limit: 5 });
      expect(all).toHaveLength(5);
      expect(await refs('Einheiten', { limit: 2, offset: 1 })).toEqual(all.slice(1, 3));
      // A word the glossary knows no part of finds nothing; an unknown compound with a known last
      // part searches that part ("Quidditchregeln" asks about rules, docs/rules-search.md, eighth pass).
      expect(await refs('Quidditchbesen')).toEqual([]);
      // The same entries, the same first; near ties may swap, since the whole typed word is also
      // compared with the names (phrasings among them) by trigram similarity.
      const [compound, head] = [await refs('Quidditchregeln', { limit: 50 }), await refs('Regeln', { limit: 50 })];
      expect([...compound].sort()).toEqual([...head].sort());
      expect(compound[0]).toBe(head[0]);
    });

    it("reads a word only another game's book prints by the asked game's glossary when that game finds nothing", async () => {
      // Armada's "Asteroidenfeld" stands in no entry of Angriff der Rebellen, which would find nothing.
      const stem = analyze('Asteroidenfeld')[0]?.stem as string;
      const games = glossaryIndex().words.filter((w) => w.stem === stem).flatMap((w) => w.games);
      expect(games).toContain('armada');
      expect(games).not.toContain('rebels-attack');
      // There its known last part is searched, as for any word the glossary does not know: what "Feld" finds.
      const found = (await search({ q: 'Asteroidenfeld', game: 'rebels-attack', limit: 50 })).map((h) => h.ref);
      expect(found.length).toBeGreaterThan(1);
      expect([...found].sort()).toEqual([...(await refs('Feld', { game: 'rebels-attack', limit: 50 }))].sort());
      // Every page agrees with the first.
      expect(await refs('Asteroidenfeld', { game: 'rebels-attack', limit: 2, offset: 1 })).toEqual(found.slice(1, 3));
      // Where the word finds something, nothing is read again: Armada's obstacles come first.
      expect((await refs('Asteroidenfeld', { game: 'armada' }))[0]).toBe('armada:hindernisse');
    });

    it.each([
      ['no q', {}],
      ['a blank q', { q: '   ' }],
      ['a q too long', { q: 'x'.repeat(201) }],
      ['limit 0', { q: 'Rückzug', limit: 0 }],
      ['limit above 50', { q: 'Rückzug', limit: 51 }],
      ['a limit that is no number', { q: 'Rückzug', limit: 'viele' }],
      ['an offset above 200', { q: 'Rückzug', offset: 201 }],
      ['an unknown language', { q: 'Rückzug', lang: 'fr' }],
      ['an unknown parameter', { q: 'Rückzug', sort: 'title' }],
    ])('answers 400 for %s', async (_case, query) => {
      expectProblem(await t.http().get('/v1/rules/search').query(query), 400, 'INVALID_REQUEST');
    });

    it('answers 400 UNKNOWN_GAME for a game without a glossary', async () => {
      expectProblem(await t.http().get('/v1/rules/search').query({ q: 'Rückzug', game: 'schach' }), 400, 'UNKNOWN_GAME');
    });

    it('takes the /v1/games id armada-attack for Armada in lookup and autocomplete too', async () => {
      const entry = (await t.http().get('/v1/rules/armada-attack/angreifen').expect(200)).body as { ref: string };
      expect(entry.ref).toBe('armada:angreifen');
      const complete = (await t.http().get('/v1/rules/autocomplete').query({ q: 'verteid', game: 'armada-attack' }).expect(200)).body as { entries: { game: string }[] };
      expect(complete.entries.length).toBeGreaterThan(0);
      expect(complete.entries.every((e) => e.game === 'armada')).toBe(true);
    });
  });

  describe('autocomplete', () => {
    it('completes titles from their start, with or without umlauts, Scryfall-like', async () => {
      for (const q of ['Rück', 'rueck', 'ruck']) {
        const body = (await t.http().get('/v1/rules/autocomplete').query({ q }).expect(200)).body;
        expect(body.data[0]).toBe('RÜCKZUG');
        expect(body.totalValues).toBe(body.data.length);
        expect(body.entries[0]).toMatchObject({ ref: 'rebellion:rueckzug', title: 'RÜCKZUG' });
      }
    });

    it('gives at most 20 distinct titles, none for fewer than 2 characters, and narrows by game', async () => {
      const many = (await t.http().get('/v1/rules/autocomplete').query({ q: 'ein' }).expect(200)).body;
      expect(many.data.length).toBeGreaterThan(0);
      expect(many.data.length).toBeLessThanOrEqual(20);
      expect(new Set(many.data).size).toBe(many.data.length);
      expect((await t.http().get('/v1/rules/autocomplete').query({ q: 'r' }).expect(200)).body).toEqual({ totalValues: 0, data: [], entries: [] });
      const armada = (await t.http().get('/v1/rules/autocomplete').query({ q: 'angr', game: 'armada' }).expect(200)).body;
      expect(armada.entries.length).toBeGreaterThan(0);
      expect(armada.entries.every((e: { game: string }) => e.game === 'armada')).toBe(true);
    });

    it('tolerates a typo', async () => {
      const body = (await t.http().get('/v1/rules/autocomplete').query({ q: 'verteidigungsmarkr' }).expect(200)).body;
      expect(body.data).toContain('VERTEIDIGUNGSMARKER');
    });
  });

  describe('lookup', () => {
    it('returns an entry with its parent, children and related topics named', async () => {
      const e = (await t.http().get('/v1/rules/rebellion/rueckzug').expect(200)).body;
      expect(e).toMatchObject({ game: 'rebellion', slug: 'rueckzug', ref: 'rebellion:rueckzug', lang: 'de', title: 'RÜCKZUG' });
      expect(e.parent).toMatchObject({ ref: 'rebellion:gefecht', title: 'GEFECHT' });
      expect(e.source).toMatchObject({ book: 'Referenzhandbuch' });
      expect(e.text).toContain('Rückzug');
      const parent = (await t.http().get('/v1/rules/rebellion/gefecht').expect(200)).body;
      expect(parent.children.map((c: { slug: string }) => c.slug)).toEqual(['gefechtsende', 'angriffe-abhandeln', 'rueckzug', 'schlachten-gewinnen']);
      expect(parent.related.length).toBeGreaterThan(0);
      expect(parent.counterparts.map((c: { ref: string }) => c.ref)).toContain('rebellion:combat');
    });

    it('finds an entry by the slug of another of its names', async () => {
      expect((await t.http().get('/v1/rules/rebels-attack/spielenden').expect(200)).body.slug).toBe('spielende');
    });

    it('renders a short entry as one Discord answer', async () => {
      const res = await t.http().get('/v1/rules/rebellion/aktiver-spieler').query({ format: 'markdown' }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/markdown/);
      expect(res.text.startsWith('**AKTIVER SPIELER** — *Star Wars: Rebellion · Referenzhandbuch')).toBe(true);
      expect(res.text.length).toBeLessThanOrEqual(2000);
      expect(res.headers['x-answer-parts']).toBe('1');
      expect(res.headers.link).toBeUndefined();
    });

    it('splits a long entry into parts of at most 2,000 characters, each linking the next', async () => {
      let res = await t.http().get('/v1/rules/rebellion/anhang-vollstaendiger-spielaufbau').query({ format: 'markdown' }).expect(200);
      const parts = Number(res.headers['x-answer-parts']);
      expect(parts).toBeGreaterThan(2);
      const texts = [res.text];
      for (let part = 2; part <= parts; part++) {
        const next = /<(http[^>]+)>$/.exec(texts[texts.length - 1] as string)?.[1] as string;
        expect(next).toBe(`${PUBLIC_URL}/v1/rules/rebellion/anhang-vollstaendiger-spielaufbau?format=markdown&part=${part}`);
        expect(res.headers.link).toBe(`<${next}>; rel="next"`);
        res = await t.http().get(next.slice(PUBLIC_URL.length)).expect(200);
        texts.push(res.text);
      }
      for (const text of texts) expect(text.length).toBeLessThanOrEqual(2000);
      expect(texts[parts - 1]).not.toMatch(/Weiterlesen/);
      const body = (await t.http().get('/v1/rules/rebellion/anhang-vollstaendiger-spielaufbau').expect(200)).body.markdown as string;
      const lastLine = body.trim().split('\n').pop() as string;
      expect(texts.join('\n')).toContain(lastLine.slice(0, 60));
    });

    it('answers 404 with a code for an unknown slug, game or part, and 400 for an unknown format', async () => {
      expectProblem(await t.http().get('/v1/rules/rebellion/quidditch'), 404, 'RULE_NOT_FOUND');
      expectProblem(await t.http().get('/v1/rules/schach/rochade'), 404, 'RULE_NOT_FOUND');
      expectProblem(await t.http().get('/v1/rules/rebellion/rueckzug').query({ format: 'markdown', part: 9 }), 404, 'RULE_PART_NOT_FOUND');
      expectProblem(await t.http().get('/v1/rules/rebellion/rueckzug').query({ format: 'pdf' }), 400, 'INVALID_REQUEST');
    });
  });

  describe('GraphQL', () => {
    it('looks up an entry with parent, children, related topics and a Discord answer', async () => {
      const res = await gql<{ rule: Record<string, unknown> }>(
        t,
        `query ($game: String!, $slug: String!) {
          rule(game: $game, slug: $slug) {
            ref title parent { ref title } children { ref } related { ref title } counterparts { ref lang }
            answer(part: 1, baseUrl: "https://holocron.example") { text part parts }
          }
        }`,
        { game: 'rebellion', slug: 'gefecht' },
      );
      expect(res.errors).toBeUndefined();
      const rule = res.data.rule as { parent: null; children: { ref: string }[]; related: unknown[]; counterparts: { lang: string }[]; answer: { text: string; parts: number } };
      expect(rule).toMatchObject({ ref: 'rebellion:gefecht', title: 'GEFECHT', parent: null });
      expect(rule.children.map((c) => c.ref)).toContain('rebellion:rueckzug');
      expect(rule.related.length).toBeGreaterThan(0);
      expect(rule.counterparts.every((c) => c.lang === 'en')).toBe(true);
      expect(rule.answer.text.length).toBeLessThanOrEqual(2000);
      expect(rule.answer.parts).toBeGreaterThan(1);
      expect(rule.answer.text).toContain('<https://holocron.example/v1/rules/rebellion/gefecht?format=markdown&part=2>');
    });

    it('searches and autocompletes like REST, and a hit leads to its entry', async () => {
      const res = await gql<{ ruleSearch: { results: (Hit & { entry: { parent: { ref: string } } })[] }; ruleAutocomplete: { data: string[] } }>(
        t,
        `{ ruleSearch(q: "Rueckzug", limit: 3) { results { ref snippet score entry { parent { ref } } } }
           ruleAutocomplete(q: "rueck") { data } }`,
      );
      expect(res.errors).toBeUndefined();
      const first = res.data.ruleSearch.results[0] as Hit & { entry: { parent: { ref: string } } };
      expect(first.ref).toBe('rebellion:rueckzug');
      expect(first.entry.parent.ref).toBe('rebellion:gefecht');
      expect(res.data.ruleSearch.results.map((h) => h.ref)).toEqual((await refs('Rueckzug', { limit: 3 })));
      expect(res.data.ruleAutocomplete.data[0]).toBe('RÜCKZUG');
    });

    it('returns the catalog cards a query names beside the rule entries, with links that lead to them', async () => {
      const res = await gql<{ ruleSearch: { results: { ref: string; titleEn: string | null; lang: string }[]; cards: { game: string; kind: string; id: string; link: string }[] } }>(
        t,
        `{ ruleSearch(q: "Hardcell") { results { ref titleEn lang } cards { game kind id name nameDe link } } }`,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.ruleSearch.cards[0]).toMatchObject({ game: 'armada', kind: 'ships', id: 'hardcell-class-transport', link: '/v1/catalog/armada/ships/hardcell-class-transport' });
      expect(res.data.ruleSearch.results.length).toBeGreaterThan(0);
      const card = (await t.http().get(res.data.ruleSearch.cards[0]?.link as string).expect(200)).body as { id: string };
      expect(card.id).toBe('hardcell-class-transport');
    });

    it('reports errors with code and messages in extensions', async () => {
      const missing = await gql(t, '{ rule(game: "rebellion", slug: "quidditch") { title } }');
      expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_NOT_FOUND', status: 404, messages: { de: expect.any(String), en: expect.any(String) } });
      const bad = await gql(t, '{ ruleSearch(q: "Rückzug", limit: 500) { results { ref } } }');
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    });
  });

  describe('loading the content on start', () => {
    it('loaded every entry, and loads again only when the stored content differs', async () => {
      const db = t.app.get(Database);
      expect(await db.dataSource.query('SELECT count(*)::int AS n FROM rule_entries')).toEqual([{ n: 217 }]);
      const seeder = t.app.get(RulesSeeder);
      expect(await seeder.seed()).toMatchObject({ loaded: false, entries: 217 });
      await db.dataSource.query(`UPDATE rule_content SET hash = 'stale'`);
      const both = await Promise.all([seeder.seed(), seeder.seed()]);
      expect(both.filter((r) => r.loaded)).toHaveLength(1);
      expect(await db.dataSource.query('SELECT count(*)::int AS n FROM rule_entries')).toEqual([{ n: 217 }]);
      expect((await refs('Rückzug'))[0]).toBe('rebellion:rueckzug');
    });
  });
});
