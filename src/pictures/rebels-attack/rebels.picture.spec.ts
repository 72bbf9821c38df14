import { accepted, givenSandbox, when } from '../../engine/core/decider.testkit.js';
import { seatViewer, SPECTATOR } from '../../engine/core/visibility.view.js';
import { rebelsAttack } from '../../engine/rebels-attack/rebels.game.js';
import type { RebelsState } from '../../engine/rebels-attack/rebels.state.js';
import { position } from '../../engine/rebels-attack/rebels.testkit.js';
import type { Lang } from '../picture.types.js';
import { renderRebels, type RebelsView } from './rebels.picture.js';

/** A Star Destroyer face down on A2, the Ghosts on A1 and D4; seat 0 holds a lightsaber, Sabine Wren and two force chips. */
const state = givenSandbox<RebelsState>(
  rebelsAttack,
  position({ at: { 1: 'sternzerstoerer' }, ghosts: [0, 15], players: [{ support: 'lichtschwert', ally: 'sabine-wren', forceChips: 2 }, {}], stack: 3 }),
  2,
);

function draw(lang: Lang, viewer = seatViewer(0), s: RebelsState = state): string {
  return renderRebels({ view: rebelsAttack.view(s, viewer) as RebelsView, pending: rebelsAttack.pending(s), outcome: rebelsAttack.outcome(s), version: 7, seat: viewer.kind === 'seat' ? viewer.seat : null, lang });
}

/** Seat 0 moves to B1 and reveals A2 next to it: the Star Destroyer comes face up. */
const revealed = [
  { type: 'MoveGhost', to: 4 },
  { type: 'RevealTile', position: 1 },
].reduce((s, action) => accepted(when<RebelsState>(rebelsAttack, s, 0, action)).state, state);

describe('the picture of Angriff der Rebellen', () => {
  it('draws the 16 positions of the hexagonal space with their names, the Ghosts and the players', () => {
    const svg = draw('en');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"')).toBe(true);
    expect(svg.match(/<g class="tile /g)).toHaveLength(16);
    expect(svg.match(/<polygon /g)!.length).toBeGreaterThanOrEqual(16);
    for (const name of ['A1', 'B3', 'D4']) expect(svg).toContain(`>${name}</text>`);
    expect(svg.match(/class="tile faceDown"/g)).toHaveLength(16);
    expect(svg).toContain('data-version="7"');
    expect(svg).toContain('Seat 0 (you)');
    expect(svg).toContain('support: Lightsaber · ally: Sabine Wren');
    expect(svg).toContain('force chips: 2');
  });

  it('labels in German or English', () => {
    const de = draw('de');
    expect(de).toContain('Platz 0 (du)');
    expect(de).toContain('Unterstützung: Lichtschwert');
    expect(de).toContain('Wartet auf Platz 0: Ghost um ein Feld bewegen');
    expect(draw('en')).toContain('Waiting for Seat 0: move the Ghost one tile');
    expect(de).toContain('Star Wars Rebels: Angriff der Rebellen');
  });

  it('shows a revealed tile with its name and the enemy values in use', () => {
    expect(revealed.faceUp).toBe(1);
    const de = draw('de', SPECTATOR, revealed);
    expect(de.match(/class="tile faceUp"/g)).toHaveLength(1);
    expect(de).toContain('Sternzerstörer');
    expect(de).toContain('+5 · 5 SP');
    expect(draw('en', SPECTATOR, revealed)).toContain('+5 · 5 VP');
    expect(de).toContain('Ansicht: Zuschauer');
  });

  it('never names a face-down tile', () => {
    const svg = draw('de');
    for (const name of ['Sternzerstörer', 'Darth Vader', 'Kosmischer Nebel', 'Stormtrooper']) expect(svg).not.toContain(name);
  });
});
