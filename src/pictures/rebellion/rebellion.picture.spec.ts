import { seatViewer, SPECTATOR, type Viewer } from '../../engine/core/visibility.view.js';
import { rebellionGame as game } from '../../engine/rebellion/rebellion.game.js';
import type { RebellionState } from '../../engine/rebellion/rebellion.state.js';
import { EMPIRE, given, REBEL } from '../../engine/rebellion/rebellion.testkit.js';
import type { RebellionView } from '../../engine/rebellion/rebellion.view.js';
import type { Lang } from '../picture.types.js';
import { renderRebellion } from './rebellion.picture.js';

const state = given({
  phase: 'command',
  turn: 'empire',
  round: 3,
  time: 3,
  reputation: 12,
  rebelBase: { system: 'dantooine', units: { 'x-wing': 2 } },
  leaders: { 'darth-vader': 'naboo', 'emperor-palpatine': 'naboo', 'grand-moff-tarkin': 'naboo', 'mon-mothma': 'rebel-base', 'general-tagge': 'pool' },
  systems: {
    naboo: { loyalty: 'rebel', units: { 'x-wing': 1, 'rebel-trooper': 2 } },
    sullust: { loyalty: 'empire', units: { 'star-destroyer': 1, 'tie-fighter': 3, stormtrooper: 2 } },
    mandalore: { subjugated: true, sabotaged: true },
    alderaan: { destroyed: true },
  },
});

function draw(viewer: Viewer, lang: Lang, s: RebellionState = state): string {
  return renderRebellion({ view: game.view(s, viewer) as RebellionView, pending: game.pending(s), outcome: game.outcome(s), version: 12, seat: viewer.kind === 'seat' ? viewer.seat : null, lang });
}

const system = (svg: string, id: string) => svg.match(new RegExp(`<g class="system" data-system="${id}"[^]*?</g>(?=<g class="system"|</g>)`))![0];

describe('the picture of Rebellion', () => {
  it('draws all 32 systems, the hyperspace lanes, the time track and each system’s loyalty', () => {
    const svg = draw(SPECTATOR, 'en');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="960"')).toBe(true);
    expect(svg.match(/<g class="system" /g)).toHaveLength(32);
    expect(svg.match(/<line /g)!.length).toBeGreaterThanOrEqual(60);
    expect(system(svg, 'coruscant')).toContain('data-loyalty="empire"');
    expect(system(svg, 'naboo')).toContain('data-loyalty="rebel"');
    expect(system(svg, 'tatooine')).toContain('data-loyalty="none"');
    expect(svg).toContain('Round 3 · command phase · v12');
    expect(svg).toContain('Time ○ 3');
    expect(svg).toContain('Reputation ● 12');
  });

  it('lists units and leaders under their system, and marks subjugated, sabotaged and destroyed systems', () => {
    const svg = draw(SPECTATOR, 'en');
    expect(system(svg, 'sullust')).toContain('3 TIE · 1 SD · 2 ST');
    expect(system(svg, 'naboo')).toContain('1 X · 2 Tr');
    expect(system(svg, 'naboo')).toContain('>Emperor Palpatine, Darth Vader</text>');
    expect(system(svg, 'naboo')).toContain('>Grand Moff Tarkin</text>');
    expect(system(svg, 'mandalore')).toContain('class="subjugated"');
    expect(system(svg, 'mandalore')).toContain('class="sabotaged"');
    expect(system(svg, 'alderaan')).toContain('class="destroyed"');
    expect(system(svg, 'sullust')).not.toContain('class="subjugated"');
    expect(svg).toContain('SD = Star Destroyer');
  });

  it('labels in German', () => {
    const svg = draw(SPECTATOR, 'de');
    expect(system(svg, 'sullust')).toContain('3 TIE · 1 SZ · 2 ST');
    expect(svg).toContain('SZ = Sternenzerstörer');
    expect(svg).toContain('Runde 3 · Kommandophase');
    expect(svg).toContain('Rebellenstützpunkt');
    expect(svg).toContain('Wartet auf Imperium (Platz 0)');
    expect(svg).toContain('Ansicht: Zuschauer');
  });

  it('shows the Rebel Base space with its units and leaders to everybody, and its system only to the Rebel', () => {
    const spectator = draw(SPECTATOR, 'en');
    const empire = draw(seatViewer(EMPIRE), 'en');
    const rebel = draw(seatViewer(REBEL), 'en');
    for (const svg of [spectator, empire, rebel]) {
      expect(svg).toContain('>2 X</text>');
      expect(svg).toContain('>Mon Mothma</text>');
    }
    expect(spectator).not.toContain('class="rebel-base"');
    expect(empire).not.toContain('class="rebel-base"');
    expect(system(rebel, 'dantooine')).toContain('class="rebel-base"');
    expect(system(rebel, 'dantooine')).toContain('Base (secret)');
    expect(rebel).toContain('View: Rebels (seat 1)');
  });
});
