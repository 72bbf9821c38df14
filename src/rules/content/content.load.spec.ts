import { readFileSync } from 'node:fs';
import { buildRuleContent, loadRuleContent } from './content.load.js';
import type { RuleEntry } from './entry.model.js';
import { allBlocks } from './entry.walk.js';
import { parseIndex } from './index.parse.js';
import { parseRulebook } from './rulebook.parse.js';
import { readSeed, SEEDS } from './seed.source.js';
import { slugify } from './slug.text.js';

const built = buildRuleContent();
const { entries, index, terms } = built.content;
const byRef = new Map(entries.map((e) => [e.ref, e] as const));

function entry(ref: string): RuleEntry {
  const found = byRef.get(ref);
  if (!found) throw new Error(`no entry ${ref}`);
  return found;
}

const of = (pred: (e: RuleEntry) => boolean): RuleEntry[] => entries.filter(pred);
const baseDe = of((e) => e.source.seed === SEEDS.rulesReference);

describe('loading', () => {
  it('finds no broken repair, link, index line or outline', () => {
    expect(built.problems).toEqual([]);
    expect(() => loadRuleContent()).not.toThrow();
  });

  it('repairs misspellings the books print correctly elsewhere, and keeps every title as printed', () => {
    const text = JSON.stringify(entries.map((e) => e.blocks));
    for (const wrong of ['Sympthie', 'Rebellenpieler', 'Rebelleinheiten', 'Rebellschiffe', 'Aktionstapel', 'Missionsskarten', 'Sternenerstörer', 'NEGIIERT', 'Spieldaufbau', 'Staffekarten', 'Kommandomaker']) {
      expect(text).not.toContain(wrong);
    }
    expect(JSON.stringify(entry('rebellion:sympathie').blocks)).toContain('Sympathiemarker beginnt auf Feld 14');
    expect(entry('rebellion:verwendungs-dieses-handbuchs').title).toBe('VERWENDUNGS DIESES HANDBUCHS');
  });

  it('is deterministic', () => {
    expect(JSON.stringify(loadRuleContent())).toBe(JSON.stringify(built.content));
  });

  it('has the entries of every seed', () => {
    const count = (seed: string): number => of((e) => e.source.seed === seed).length;
    expect(count(SEEDS.rulesReference)).toBe(76);
    expect(count(SEEDS.riseOfTheEmpire)).toBe(28);
    expect(count(SEEDS.playGuide)).toBe(15);
    expect(count(SEEDS.rebelsAttack)).toBe(14);
    expect(count(SEEDS.armada)).toBe(84);
  });
});

describe('slugs', () => {
  it('are unique per game and cited as game:slug', () => {
    for (const game of ['rebellion', 'armada', 'rebels-attack']) {
      const slugs = of((e) => e.game === game).map((e) => e.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const e of entries) expect(e.ref).toBe(`${e.game}:${e.slug}`);
  });

  it("follow the title, or the parent's slug plus the title where the title's slug is taken", () => {
    const fixed = of((e) => e.game === 'rebels-attack');
    for (const e of entries.filter((x) => !fixed.includes(x))) {
      const own = slugify(e.title);
      expect([own, `${e.parent}-${own}`]).toContain(e.slug);
      if (e.slug !== own) expect(of((x) => x.game === e.game && x.slug === own)).toHaveLength(1);
    }
    expect(entry('rebellion:einheitenfaehigkeiten-einheiten-bauen').parent).toBe('einheitenfaehigkeiten');
    expect(entry('armada:phase-2-schiffsphase-angreifen').parent).toBe('phase-2-schiffsphase');
  });

  it('keep parents and children consistent', () => {
    for (const e of entries) {
      for (const child of e.children) expect(entry(`${e.game}:${child}`).parent).toBe(e.slug);
      if (e.parent !== undefined) expect(entry(`${e.game}:${e.parent}`).children).toContain(e.slug);
    }
  });
});

describe('the index of the Rules Reference', () => {
  const rawIndex = readSeed(SEEDS.rulesReference).split('INDEX\n')[1]?.split('\n').filter((l) => /\t\s*\d+\s*$/.test(l)) ?? [];

  it('resolves every index line to an entry', () => {
    expect(rawIndex).toHaveLength(86);
    expect(index).toHaveLength(rawIndex.length);
    for (const line of index) expect(byRef.get(line.ref)?.lang).toBe('de');
    expect(parseIndex(parseRulebook(readSeed(SEEDS.rulesReference)).indexLines).problems).toEqual([]);
  });

  it('attaches the page of every line to its entry, and the term as an alias where it is another name', () => {
    for (const line of index) {
      const target = entry(line.ref);
      expect(target.pages).toContain(line.page);
      if (slugify(line.term) !== target.slug) expect(target.aliases).toContain(line.term);
    }
  });

  it.each([
    ['Transportbedarf', 'rebellion:einheiten-bewegen', 4],
    ['Unbeweglich', 'rebellion:einheiten-bewegen', 4],
    ['Rückzug', 'rebellion:rueckzug', 6],
    ['Schaden abwehren', 'rebellion:angriffe-abhandeln', 6],
    ['Intervention', 'rebellion:missionen-aufdecken', 8],
    ['Weltraumschlacht', 'rebellion:gefecht', 6],
    ['Errichtung eines neuen Stützpunkts', 'rebellion:errichtung-eines-neuen-stuetzpunktes', 10],
    ['Siegbedingungen', 'rebellion:siegbedingungen', 11],
    ['Taktikwerte', 'rebellion:anfuehrer', 2],
  ])('leads "%s" to %s (page %i)', (term, ref, page) => {
    expect(index.filter((l) => l.term === term).map((l) => [l.ref, l.page])).toContainEqual([ref, page]);
  });

  it('gives an entry the page of its own index line', () => {
    expect(entry('rebellion:gefecht').source.page).toBe(5);
    expect(entry('rebellion:gefecht').pages).toEqual([5, 6]);
    expect(entry('rebellion:zuweisungsphase').source.page).toBe(14);
  });
});

describe('"Verwandte Themen"', () => {
  it('resolves every printed link to an entry of the Rules Reference', () => {
    const text = parseRulebook(readSeed(SEEDS.rulesReference)).text;
    const names = [...text.matchAll(/^Verwandte Themen: (.*)$/gm)].flatMap((m) => (m[1] ?? '').split(', '));
    expect(names).toHaveLength(237);
    const slugs = new Set(baseDe.map((e) => e.slug));
    expect(names.filter((n) => !slugs.has(slugify(n)))).toEqual([]);
    const linked = new Set(baseDe.flatMap((e) => e.related));
    for (const n of names) expect(linked).toContain(`rebellion:${slugify(n)}`);
  });

  it('every related, changed and counterpart ref names an entry', () => {
    for (const e of entries) for (const ref of [...e.related, ...e.changes, ...e.counterpart]) expect(byRef.has(ref)).toBe(true);
  });
});

describe('expansion "Aufstieg des Imperiums"', () => {
  const expansion = of((e) => e.source.seed === SEEDS.riseOfTheEmpire);

  it('is marked as expansion rules of rebellion', () => {
    for (const e of expansion) expect([e.game, e.lang, e.expansion]).toEqual(['rebellion', 'de', 'riseOfTheEmpire']);
    expect(of((e) => e.expansion !== undefined)).toEqual(expansion);
  });

  it('links its rules to the base entries they change', () => {
    const changing = expansion.filter((e) => e.changes.length > 0);
    expect(changing.length).toBeGreaterThanOrEqual(22);
    for (const e of changing) for (const ref of e.changes) expect(entry(ref).source.seed).toBe(SEEDS.rulesReference);
    expect(entry('rebellion:interdictor').changes).toEqual(['rebellion:rueckzug']);
    expect(entry('rebellion:gruene-wuerfel').changes).toContain('rebellion:wuerfel');
    expect(entry('rebellion:einheitenfaehigkeiten-einheiten-bauen').changes).toContain('rebellion:einheiten-bauen');
  });

  it('leaves the credits out and keeps the card clarifications', () => {
    expect(expansion.map((e) => e.slug)).not.toContain('mitwirkende');
    expect(entry('rebellion:mission-unterwanderung').parent).toBe('klarstellungen-von-kartentexten');
  });

  it('marks the team-play sentences of the expansion as team-play rules', () => {
    const team = expansion.flatMap((e) => allBlocks(e.blocks)).filter((b) => b.kind === 'teamplay');
    expect(team).toHaveLength(2);
  });
});

describe('English play guide', () => {
  const english = of((e) => e.lang === 'en');

  it('becomes English entries, each linked to the German entries covering the same rules', () => {
    expect(english.map((e) => e.slug)).toEqual([
      'game-setup',
      'golden-rules',
      'captured-leaders',
      'sabotage-marker',
      'subjugation',
      'revealing-the-rebel-base',
      'establishing-a-new-base',
      'immediate-win',
      'round-summary',
      'assignment-phase',
      'command-phase',
      'refresh-phase',
      'combat',
      'combat-round',
      'battle-step',
    ]);
    for (const e of english) {
      expect(e.counterpart.length).toBeGreaterThan(0);
      for (const ref of e.counterpart) {
        expect(entry(ref).lang).toBe('de');
        expect(entry(ref).counterpart).toContain(e.ref);
      }
    }
    expect(entry('rebellion:golden-rules').counterpart).toEqual(['rebellion:die-goldenen-regeln']);
  });

  it('gives the battle step box its own entry and the combat round back its steps 3 to 5', () => {
    const round = entry('rebellion:combat-round').blocks[0];
    expect(round?.kind === 'steps' && round.items.map((s) => s.marker)).toEqual(['1', '2', '3', '4', '5']);
    const battle = entry('rebellion:battle-step').blocks[0];
    expect(battle?.kind === 'steps' && battle.items.map((s) => s.marker)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(entry('rebellion:battle-step').parent).toBe('combat-round');
  });
});

describe('English–German terms', () => {
  const english = readSeed(SEEDS.playGuide).toLowerCase();
  const german = parseRulebook(readSeed(SEEDS.rulesReference)).text.toLowerCase();
  const armadaDe = readSeed(SEEDS.armada).toLowerCase();
  const rebelsDe = readSeed(SEEDS.rebelsAttack).toLowerCase();
  /** A term's source file, from the copies kept in the repository (`reference/README.md`). */
  const reference = (source: string) => readFileSync(new URL(`./reference/${source.replace(/^shared\/reference\//, '')}`, import.meta.url), 'utf8').toLowerCase();
  const gameOf = (ref: string) => ref.split(':')[0];

  it('pair retreat–Rückzug, reputation–Sympathie and probe droid–Suchdroide', () => {
    expect(terms).toContainEqual(expect.objectContaining({ en: 'retreat', de: 'Rückzug', ref: 'rebellion:rueckzug' }));
    expect(terms).toContainEqual(expect.objectContaining({ en: 'reputation', de: 'Sympathie', ref: 'rebellion:sympathie' }));
    expect(terms).toContainEqual(expect.objectContaining({ en: 'probe droid', de: 'Suchdroide', ref: 'rebellion:suchdroidenkarten' }));
  });

  it('take both Rebellion terms from the seeds and lead to a German entry', () => {
    const rebellion = terms.filter((t) => gameOf(t.ref) === 'rebellion');
    expect(rebellion.length).toBeGreaterThanOrEqual(90);
    for (const t of rebellion) {
      expect([t.en, english.includes(t.en.toLowerCase()), t.source]).toEqual([t.en, true, 'seed 003 (Actual Play Guide)']);
      expect([t.de, german.includes(t.de.toLowerCase())]).toEqual([t.de, true]);
      expect([t.en, entry(t.ref).lang, entry(t.ref).expansion]).toEqual([t.en, 'de', undefined]);
    }
  });

  it('take Armada\'s English terms from the reference file each names and the German from seed 004', () => {
    const armada = terms.filter((t) => gameOf(t.ref) === 'armada');
    expect(armada.length).toBeGreaterThanOrEqual(60);
    const sourced = armada.filter((t) => !t.assumption);
    expect(sourced.length).toBeGreaterThanOrEqual(60);
    for (const t of sourced) {
      expect([t.en, t.source.startsWith('shared/reference/armada/'), reference(t.source).includes(t.en.toLowerCase())]).toEqual([t.en, true, true]);
    }
    // Without a file that prints it, a term is an English edition heading and says so.
    for (const t of armada.filter((x) => x.assumption)) expect([t.en, t.source]).toEqual([t.en, expect.stringMatching(/^English edition heading/)]);
    for (const t of armada) expect([t.de, armadaDe.includes(t.de.toLowerCase()), entry(t.ref).lang]).toEqual([t.de, true, 'de']);
    for (const en of ['Evade', 'Brace', 'Redirect', 'Scatter', 'Navigate', 'Concentrate Fire', 'Repair', 'Command Phase', 'Squadron Phase', 'defense token']) {
      expect(armada.map((t) => t.en)).toContain(en);
    }
  });

  it('give Angriff der Rebellen only canon names, each marked as an assumption', () => {
    const rebels = terms.filter((t) => gameOf(t.ref) === 'rebels-attack');
    expect(rebels.map((t) => t.en)).toEqual(expect.arrayContaining(['TIE fighter', 'Ghost']));
    for (const t of rebels) expect([t.en, t.assumption, rebelsDe.includes(t.de.toLowerCase()), entry(t.ref).lang]).toEqual([t.en, true, true, 'de']);
  });

  it('let an English query find the German entry', () => {
    const find = (query: string): string[] => terms.filter((t) => t.en.toLowerCase() === query).map((t) => t.ref);
    expect(find('retreat')).toEqual(['rebellion:rueckzug']);
    expect(find('block damage')).toEqual(['rebellion:angriffe-abhandeln']);
    expect(find('evade')).toEqual(['armada:verteidigungsmarker']);
  });
});

describe('Angriff der Rebellen', () => {
  it.each([
    'spielmaterial',
    'spielvorbereitung',
    'spielablauf',
    'ghost-bewegen',
    'feld-aufdecken',
    'unterstuetzung',
    'verbuendete',
    'imperiale-gegner',
    'kampf',
    'kosmischer-nebel',
    'luecke-fuellen',
    'spielende',
    'faq-kosmischer-nebel',
  ])('has the slug the engine cites: rebels-attack:%s', (slug) => {
    expect(entry(`rebels-attack:${slug}`).game).toBe('rebels-attack');
  });

  it('keeps printed titles and records their own slugs as aliases', () => {
    expect(entry('rebels-attack:ghost-bewegen').title).toBe('1. Eigenes Ghost um ein Feld bewegen');
    expect(entry('rebels-attack:ghost-bewegen').aliases).toContain('1-eigenes-ghost-um-ein-feld-bewegen');
    expect(entry('rebels-attack:luecke-fuellen').aliases).toContain('3-wenn-noetig-luecke-im-weltraum-mit-neuem-feld-fuellen');
    expect(entry('rebels-attack:spielende').title).toBe('SPIELENDEN');
    expect(entry('rebels-attack:spielende').aliases).toContain('spielenden');
  });

  it('reassembles the fight from pages 4 and 5, with its worked example, under "Imperiale Gegner"', () => {
    const fight = entry('rebels-attack:kampf');
    expect(fight.parent).toBe('imperiale-gegner');
    expect(fight.pages).toEqual([4, 5]);
    const example = fight.blocks.find((b) => b.kind === 'example');
    expect(example?.kind === 'example' && example.title).toBe('Beispiel');
    expect(JSON.stringify(example)).toContain('(3 + 4 = 7)');
    expect(JSON.stringify(fight.blocks[0])).toContain('Wenn du dich für den Kampf entscheidest');
  });

  it('links the FAQ to the rule it corrects', () => {
    expect(entry('rebels-attack:faq-kosmischer-nebel').changes).toEqual(['rebels-attack:kosmischer-nebel']);
    expect(entry('rebels-attack:kosmischer-nebel').related).toContain('rebels-attack:faq-kosmischer-nebel');
    expect(entry('rebels-attack:kosmischer-nebel').source.page).toBe(6);
  });
});

describe('Armada', () => {
  it('has an entry, or an example or box inside one, for every section of the seed', () => {
    const raw = readSeed(SEEDS.armada);
    const credits = raw.indexOf('# CREDITS');
    const headings = [...raw.slice(0, credits).matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1] ?? '').filter((h) => h !== 'ARMADA');
    const armada = of((e) => e.game === 'armada');
    const titled = new Set([
      ...armada.map((e) => e.title),
      ...armada.flatMap((e) => allBlocks(e.blocks)).flatMap((b) => ((b.kind === 'example' || b.kind === 'box') && b.title ? [b.title] : [])),
    ]);
    expect(headings.length).toBe(97);
    expect(headings.filter((h) => !titled.has(h))).toEqual([]);
    expect(armada.length).toBe(84);
  });

  it('reads the setup legend, printed as a table that cut item U in two, as one line per letter', () => {
    const legend = entry('armada:vollstaendiger-spielaufbau').blocks.find((b) => b.kind === 'box');
    const steps = legend?.kind === 'box' ? legend.blocks.find((b) => b.kind === 'steps') : undefined;
    if (steps?.kind !== 'steps') throw new Error('no legend');
    expect(steps.items.map((i) => i.marker).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXY');
    expect(steps.items[20]?.text).toBe(
      'Schiffskarte der Sternenfregatte der *Munifizienz*-Klasse mit Schubrad, Kommandorädern, Verteidigungsmarkern und Aufwertungskarte',
    );
  });

  it('takes pages from the in-text page references', () => {
    expect(entry('armada:verteidigungsmarker').source.page).toBe(16);
    expect(entry('armada:kritische-effekte').source.page).toBe(25);
    expect(entry('armada:groessenkategorien').source.page).toBe(21);
    expect(entry('armada:ziel-festlegen').related).toContain('armada:feuerwinkel-und-huellensektionen');
  });

  it('reports the page references that name no entry', () => {
    expect(built.unresolvedPageRefs).toEqual([
      { from: 'rebellion:spielaufbau', title: 'Missionssets auswählen', page: 2 },
      { from: 'armada:ziel-festlegen', title: 'Feuerwinkel und Reichweite abmessen', page: 16 },
    ]);
    // "Vollständiger Spieldaufbau" named no entry until its spelling was repaired.
    expect(entry('armada:flottenzusammenstellung').related).toContain('armada:vollstaendiger-spielaufbau');
  });
});
