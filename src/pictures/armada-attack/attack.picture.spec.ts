import { accepted, givenSandbox, when } from '../../engine/core/decider.testkit.js';
import { seatViewer } from '../../engine/core/visibility.view.js';
import { armadaAttackGame as game } from '../../engine/armada/attack.game.js';
import type { AttackState } from '../../engine/armada/attack/attack.types.js';
import type { AttackView } from '../../engine/armada/attack/attack.view.js';
import type { Lang } from '../picture.types.js';
import { renderArmadaAttack } from './attack.picture.js';

/** A Venator turns its left hull zone on a Munificent's bow at long range; the Munificent carries one facedown damage card. */
const SHIPS = {
  attacker: { kind: 'ship', id: 'venator', ship: 'venator-i-class-star-destroyer', zone: 'left', speed: 1 },
  defender: { kind: 'ship', id: 'munificent', ship: 'munificent-class-comms-frigate', zone: 'front', speed: 2, facedownDamage: ['faulty-countermeasures'] },
  range: 'long',
};
const SQUADRONS = {
  attacker: { kind: 'squadron', id: 'torrent', squadron: 'v-19-torrent-squadron' },
  defender: { kind: 'squadron', id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron' },
  range: 'distance-1',
};

function draw(declaration: object, lang: Lang, s: AttackState = givenSandbox<AttackState>(game, {}, 2, declaration)): string {
  return renderArmadaAttack({ view: game.view(s, seatViewer(0)) as AttackView, pending: game.pending(s), outcome: game.outcome(s), version: 3, seat: 0, lang });
}

/** Bounding box of the hull-zone polygons of one combatant, in picture pixels. */
function box(svg: string, id: string) {
  const group = svg.match(new RegExp(`<g class="combatant ship" data-id="${id}"[^]*?</g>`))![0];
  const xy = [...group.matchAll(/points="([^"]+)"/g)].flatMap((m) => m[1].split(' ').map((p) => p.split(',').map(Number)));
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

describe('the picture of one Armada attack', () => {
  it('draws both ships to scale: token sizes and the gap keep their proportions in millimetres', () => {
    const svg = draw(SHIPS, 'en');
    const venator = box(svg, 'venator');
    const munificent = box(svg, 'munificent');
    // The Venator shows its side (129 mm long, upright), the Munificent its bow (102 mm long, lying).
    const pxPerMm = venator.height / 129;
    expect(venator.width / pxPerMm).toBeCloseTo(76, 0);
    expect(munificent.width / pxPerMm).toBeCloseTo(102, 0);
    expect(munificent.height / pxPerMm).toBeCloseTo(61, 0);
    // Long range is 187–305 mm: drawn at its middle, 246 mm edge to edge.
    expect((munificent.minX - venator.maxX) / pxPerMm).toBeCloseTo(246, 0);
    expect(svg).toContain('long range (246 mm)');
  });

  it('shows shields per hull zone, hull, damage cards and defense tokens, in English or German', () => {
    const en = draw(SHIPS, 'en');
    expect(en.match(/class="zone /g)).toHaveLength(8);
    expect(en.match(/class="shield"/g)).toHaveLength(8);
    expect(en).toContain('Venator I-class Star Destroyer');
    expect(en).toContain('hull 5/6 · speed 2');
    expect(en).toContain('damage cards face up: 0 · face down: 1');
    expect(en).toContain('brace (ready), contain (ready), redirect (ready), salvo (ready)');
    expect(en).toContain('Waiting for attacker (seat 0): Roll attack dice');
    const de = draw(SHIPS, 'de');
    expect(de).toContain('Kom-Fregatte der Munifizienz-Klasse');
    expect(de).toContain('Rumpf 5/6 · Geschwindigkeit 2');
    expect(de).toContain('Stabilisieren (bereit)');
    expect(de).toContain('große Reichweite (246 mm)');
    expect(de).toContain('Angreifende Sektion: links · verteidigende Sektion: Bug');
    expect(de).toContain('Ansicht: Angreifer (Platz 0)');
  });

  it('shows the rolled dice with a key to their faces', () => {
    // Long range: only the red die of the Venator's left battery (seed „Reichweite“).
    const rolled = accepted(when<AttackState>(game, givenSandbox<AttackState>(game, {}, 2, SHIPS), 0, { type: 'RollAttackDice' }, ['hit+hit'])).state;
    const en = draw(SHIPS, 'en', rolled);
    expect(en.match(/<g class="die" data-face="hit\+hit" data-color="red">/g)).toHaveLength(1);
    expect(en).toContain('>✸✸</text>');
    expect(en).toContain('✸ hit · ✦ critical · ◎ accuracy · – blank');
    expect(draw(SHIPS, 'de', rolled)).toContain('✸ Treffer · ✦ kritischer Treffer · ◎ Genauigkeit · – leer');
  });

  it('draws squadrons as their bases, distance 1 apart', () => {
    const svg = draw(SQUADRONS, 'en');
    expect(svg.match(/<g class="combatant squadron"/g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg).toContain('distance 1 (38 mm)');
    expect(svg).not.toContain('accuracy ·');
  });
});
