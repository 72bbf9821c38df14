import { buildRuleContent } from './content.load.js';
import type { Block, RuleEntry, StepItem } from './entry.model.js';
import { plainText } from './entry.render.js';
import { allBlocks, ownTexts } from './entry.walk.js';
import { boldBalanced } from './inline.text.js';
import { parseRulebook } from './rulebook.parse.js';
import { readSeed, SEEDS } from './seed.source.js';
import { slugify } from './slug.text.js';

const raw = readSeed(SEEDS.rulesReference);
const { content } = buildRuleContent();
const base = content.entries.filter((e) => e.source.seed === SEEDS.rulesReference);

function entry(slug: string): RuleEntry {
  const found = content.entries.find((e) => e.ref === `rebellion:${slug}`);
  if (!found) throw new Error(`no entry rebellion:${slug}`);
  return found;
}

const text = (slug: string): string => plainText(entry(slug).blocks);

function steps(blocks: readonly Block[]): StepItem[] {
  const first = blocks.find((b) => b.kind === 'steps');
  return first?.kind === 'steps' ? first.items : [];
}

describe('Rules Reference: glossary entries', () => {
  it('has an entry for every heading of the glossary, the box and the appendix', () => {
    const lines = raw.split('\n');
    const from = lines.indexOf('VERWENDUNGS DIESES HANDBUCHS');
    const to = lines.indexOf('INDEX');
    const headings = lines
      .slice(from, to)
      .filter((l) => /^[A-ZÄÖÜ][A-ZÄÖÜß „“:()–-]+$/.test(l) && !l.includes('(SIEHE'));
    expect(headings.length).toBe(76);
    expect(base.map((e) => e.slug).sort()).toEqual(headings.map(slugify).sort());
  });

  it.each([
    ['gefechtsende', 'gefecht'],
    ['angriffe-abhandeln', 'gefecht'],
    ['rueckzug', 'gefecht'],
    ['schlachten-gewinnen', 'gefecht'],
    ['missionen-aufdecken', 'missionskarten'],
    ['bewegungen-in-und-aus-dem-rebellenstuetzpunkt', 'rebellenstuetzpunkt'],
    ['aufdecken-des-rebellenstuetzpunktes', 'rebellenstuetzpunkt'],
    ['errichtung-eines-neuen-stuetzpunktes', 'rebellenstuetzpunkt'],
    ['todesstern-bauen', 'todesstern'],
    ['todesstern-zerstoeren', 'todesstern'],
  ])('prints %s inside %s, as its child entry', (child, parent) => {
    expect(entry(child).parent).toBe(parent);
    expect(entry(parent).children).toContain(child);
  });

  it('gives a group the "Verwandte Themen" printed after its last sub-topic', () => {
    expect(entry('gefecht').related).toContain('rebellion:schauplatz');
    expect(entry('schlachten-gewinnen').related).toEqual([]);
  });

  it('keeps the golden rules box as its own entry and puts "Aktionskarten" back together', () => {
    const box = entry('die-goldenen-regeln');
    expect(box.parent).toBeUndefined();
    expect(plainText(box.blocks)).toContain('Bei Widersprüchen zwischen Referenzhandbuch und Spielregel hat das Referenzhandbuch stets Vorrang.');
    expect(plainText(box.blocks)).toContain('ist dies ein absolutes Verbot');
    expect(plainText(box.blocks)).not.toContain('Die Fähigkeit wird nur auf das Gefecht angewendet');

    const cards = entry('aktionskarten').blocks;
    const list = cards.find((b) => b.kind === 'list');
    if (list?.kind !== 'list') throw new Error('no list');
    const keyword = list.items.find((i) => i.text.startsWith('Das fettgedruckte Stichwort'));
    const sub = keyword?.children[0];
    if (sub?.kind !== 'list') throw new Error('no sub-list');
    expect(sub.items.map((i) => i.text.slice(0, 20))).toEqual([
      '**Zuweisung:** Die K',
      '**Gefechtsbeginn:** ',
      '**Sofort:** Die Kart',
      '**Spezial:** Im Kart',
    ]);
    expect(plainText(sub.items[1]?.children ?? [])).toBe('- Die Fähigkeit wird nur auf das Gefecht angewendet, das gerade abgehandelt wird, nicht auf zukünftige Gefechte.');
    expect(list.items.at(-1)?.text).toMatch(/^Falls eine Aktionskartenfähigkeit nach einer bestimmten Missionskarte/);
    expect(entry('aktionskarten').related).toEqual(['rebellion:anfuehrer', 'rebellion:rekrutieren']);
  });
});

describe('Rules Reference: steps', () => {
  it('reads the setup appendix as ten numbered steps with their sub-steps', () => {
    const setup = steps(entry('anhang-vollstaendiger-spielaufbau').blocks);
    expect(setup.map((s) => s.marker)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(setup[0]?.label).toBe('Fraktionen wählen und Spielmaterial verteilen:');
    expect(setup[9]?.label).toBe('Starthand ziehen:');
    expect(steps(setup[6]?.children ?? []).map((s) => s.label)).toEqual(['Startmissionen:', 'Projekte:', 'Restliche Missionen:']);
    expect(steps(setup[7]?.children ?? []).map((s) => s.marker)).toEqual(['I', 'II', 'III', 'IV']);
    expect(entry('anhang-vollstaendiger-spielaufbau').blocks.at(-1)).toEqual({ kind: 'paragraph', text: 'Jetzt kann das Spiel beginnen!' });
    expect(entry('anhang-vollstaendiger-spielaufbau').source.page).toBe(15);
  });

  it('numbers the steps of "Missionen aufdecken" 1 to 7, as its own cross-references do', () => {
    const mission = steps(entry('missionen-aufdecken').blocks);
    expect(mission.map((s) => s.label)).toEqual([
      'Karte umdrehen:',
      'System wählen:',
      'Versuchen oder Abhandeln:',
      'Anführer zum Intervenieren entsenden:',
      'Intervention:',
      'Mission erfolgreich:',
      'Karte ablegen oder auf die Hand zurücknehmen:',
    ]);
    expect(mission.map((s) => s.marker)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('reads the refresh phase, combat and attacks as steps with their sub-steps', () => {
    const refresh = steps(entry('auffrischphase').blocks);
    expect(refresh.map((s) => s.marker)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(steps(refresh[4]?.children ?? []).map((s) => s.label)).toEqual(['Rekrutierungssymbol:', 'Bausymbol:']);
    const combat = steps(entry('gefecht').blocks);
    expect(steps(combat[2]?.children ?? []).map((s) => s.label)).toEqual(['Weltraumschlacht:', 'Bodenschlacht:', 'Rückzug:', 'Nächste Runde:']);
    expect(steps(entry('angriffe-abhandeln').blocks).map((s) => s.label)).toEqual([
      'Würfeln:',
      'Gefechtsaktionen:',
      'Schaden zuweisen:',
      'Schaden abwehren:',
      'Einheiten zerstören:',
    ]);
  });
});

describe('Rules Reference: team play', () => {
  it('marks every TEAMSPIEL note of the seed as a team-play block with its label', () => {
    const printed = raw.match(/TEAMSPIEL( \(NUR BEI 3 SPIELERN\))?:\*\*/g) ?? [];
    const blocks = base.flatMap((e) => allBlocks(e.blocks)).filter((b) => b.kind === 'teamplay');
    expect(blocks).toHaveLength(printed.length);
    expect(blocks.filter((b) => b.kind === 'teamplay' && b.label === 'TEAMSPIEL (NUR BEI 3 SPIELERN)')).toHaveLength(2);
  });

  it('keeps a team-play note inside the step it qualifies', () => {
    const draw = steps(entry('gefecht').blocks)[1];
    const note = draw?.children.find((b) => b.kind === 'teamplay');
    expect(note && plainText([note])).toBe(
      'TEAMSPIEL: Jedes Team verwendet für Boden und Weltraum die jeweils höchsten Taktikwerte seiner Anführer im System, egal welches Teammitglied die Anführer kontrolliert.\n\n' +
        'Der Admiral zieht die Weltraum-Taktikkarten, der General die Boden-Taktikkarten des Teams.',
    );
  });
});

describe('Rules Reference: extraction repairs', () => {
  it.each([
    ['Rebellen- spieler', 'sympathie', 'Der Rebellenspieler gewinnt das Spiel'],
    ['Rebellen- stützpunkt', 'systeme-aktivieren', 'ob sich der geheime Rebellenstützpunkt in diesem System befindet'],
    ['Weltraum- schlacht', 'todesstern-zerstoeren', 'Nachdem im Schritt „Weltraumschlacht“ einer Gefechtsrunde'],
    ['Todesstern- pläne', 'todesstern-zerstoeren', 'die Zielkarte „Todessternpläne“ von seiner Hand'],
    ['Referenz- handbuch', 'teamspiel', 'sind im Referenzhandbuch durch das Stichwort'],
    ['Fraktions- bogens', 'teamspiel', 'die „Teamspiel“-Seite seines Fraktionsbogens'],
    ['Weltraum- Taktikkarten', 'taktikkarten', 'alle abgelegten Boden- und Weltraum-Taktikkarten'],
    ['Rebellen-spieler', 'errichtung-eines-neuen-stuetzpunktes', 'kann der Rebellenspieler einen neuen Stützpunkt errichten'],
    ['Rebellen-transporter', 'angriffe-abhandeln', 'nur noch Rebellentransporter als Schiffe übrig'],
    ['Rekrutierungs-symbol', 'rekrutieren', 'auf ein Feld mit Rekrutierungssymbol rückt'],
    ['Weltraum-\n\nTaktikkarten', 'angriffe-abhandeln', '(d. h. Weltraum-Taktikkarten bei Weltraumschlachten und Boden-Taktikkarten'],
    ['können in\n\nder laufenden', 'angriffe-abhandeln', 'können in der laufenden Gefechtsrunde immer noch angreifen'],
  ])('repairs "%s" (%s)', (damaged, slug, repaired) => {
    expect(raw).toContain(damaged);
    expect(text(slug)).toContain(repaired);
  });

  it('leaves no word split by a hyphen and a space, but keeps "Boden- und …"', () => {
    const split = base.flatMap((e) => [...plainText(e.blocks).matchAll(/\p{L}+- \p{L}+/gu)].map((m) => m[0]));
    expect(split.every((s) => /- (und|oder|bzw)/.test(s))).toBe(true);
    expect(split).toContain('Boden- und');
    expect(base.flatMap((e) => plainText(e.blocks).match(/Rebellen-(spieler|system|general)/g) ?? [])).toEqual([]);
  });

  it('closes every bold lead-in the extraction left open', () => {
    expect(raw).toContain('- 1. Anführer zurückbeordern:** Alle');
    const open = content.entries.flatMap((e) => allBlocks(e.blocks).flatMap(ownTexts)).filter((t) => !boldBalanced(t));
    expect(open).toEqual([]);
    expect(steps(entry('auffrischphase').blocks)[0]?.label).toBe('Anführer zurückbeordern:');
  });

  it('keeps icon captions inside the bullet they illustrate instead of breaking the list', () => {
    const lists = entry('einheiten-bewegen').blocks.filter((b) => b.kind === 'list');
    expect(lists).toHaveLength(1);
    const captions = allBlocks(entry('einheiten-bewegen').blocks).filter((b) => b.kind === 'figure');
    expect(captions.map((b) => (b.kind === 'figure' ? b.caption : ''))).toEqual(['Transportkapazität', 'Transportbedarf', 'Unbeweglichkeit']);
  });

  it('joins 37 split words and lists them', () => {
    const { joined } = parseRulebook(raw);
    expect(joined).toHaveLength(37);
    expect(joined).toContainEqual({ from: 'Todesstern- pläne', to: 'Todessternpläne' });
    expect(joined).toContainEqual({ from: 'Weltraum- Taktikkarten', to: 'Weltraum-Taktikkarten' });
    expect(joined.filter((j) => j.from === 'Rebellen-spieler')).toHaveLength(12);
  });

  it('reports no repair that failed to apply', () => {
    expect(parseRulebook(raw).problems).toEqual([]);
  });
});
