import type { LegalAction } from '../operations.graphql.js';
import type { RebellionView } from '../games/rebellion.types.js';
import { RebellionHeuristicBot } from './rebellion-heuristic.bot.js';

const action = (type: string, params: Record<string, unknown> = {}): LegalAction => ({
  id: `${type}:${JSON.stringify(params)}`,
  type,
  params,
  label: { de: type, en: type },
  group: { id: type, de: type, en: type },
});

const system = (units: Record<string, number> = {}, loyalty: 'empire' | 'rebel' | null = null) => ({ loyalty, subjugated: false, sabotaged: false, destroyed: false, units });

function view(faction: 'empire' | 'rebel', phase: string, extra: Partial<RebellionView> = {}): RebellionView {
  return {
    viewer: { kind: 'seat', seat: 0, faction },
    phase: { kind: phase, turn: faction },
    round: 3,
    time: 3,
    reputation: 12,
    // Kessel borders Nal Hutta, Saleucami and Toydaria; Toydaria also Bothawui.
    systems: {
      kessel: system(),
      'nal-hutta': system({ 'star-destroyer': 1, stormtrooper: 3 }),
      saleucami: system(),
      toydaria: system(),
      bothawui: system({ 'assault-carrier': 1, stormtrooper: 1 }),
    },
    rebelBase: { units: {}, revealed: false, system: null },
    leaders: {},
    assigned: { empire: { count: 0 }, rebel: { count: 0 } },
    hands: { probes: { count: 0, cards: [] }, objectives: { count: 0 } },
    probesInBox: [],
    ...extra,
  };
}

const choose = (v: RebellionView, actions: LegalAction[]) => new RebellionHeuristicBot('t').choose({ game: 'rebellion', seat: 0, view: v, actions });

describe('the Rebellion heuristic bot (its seat view and legal actions only)', () => {
  const activations = ['kessel', 'toydaria', 'saleucami'].map((s) => action('ActivateSystem', { leader: 'darth-vader', system: s }));

  it('as the Empire activates the system that may hold the base and the most troops can reach (RR KOMMANDOPHASE)', () => {
    // Kessel is reached by Nal Hutta's 3 troopers, Toydaria by them and Bothawui's one.
    expect(choose(view('empire', 'command'), [...activations, action('Pass')]).params.system).toBe('toydaria');
    // A probe card says the base is not on Toydaria.
    const probed = view('empire', 'command', { hands: { probes: { count: 1, cards: ['toydaria'] }, objectives: { count: 0 } } });
    expect(choose(probed, [...activations, action('Pass')]).params.system).toBe('kessel');
  });

  it('as the Empire goes for the revealed base, and passes when no troops can land anywhere useful', () => {
    const revealed = view('empire', 'command', { rebelBase: { units: {}, revealed: true, system: 'kessel' } });
    expect(choose(revealed, [...activations, action('Pass')]).params.system).toBe('kessel');
    const empty = view('empire', 'command', { systems: { kessel: system(), toydaria: system(), saleucami: system() } });
    expect(choose(empty, [...activations, action('Pass')]).type).toBe('Pass');
  });

  it('as the Empire keeps leaders off missions: one mission a round, a hunting one first (RR ZUWEISUNGSPHASE)', () => {
    const assigns = [action('AssignMission', { mission: 'display-of-power', leader: 'darth-vader' }), action('AssignMission', { mission: 'probe-droid-initiative', leader: 'darth-vader' }), action('FinishAssignment')];
    expect(choose(view('empire', 'assignment'), assigns).params.mission).toBe('probe-droid-initiative');
    const one = view('empire', 'assignment', { assigned: { empire: { count: 1 }, rebel: { count: 0 } } });
    expect(choose(one, assigns).type).toBe('FinishAssignment');
  });

  it('as the Empire moves carriers before troops and the most units at once', () => {
    const moves = [action('MoveUnits', { from: 'nal-hutta', unit: 'stormtrooper', count: 2 }), action('MoveUnits', { from: 'nal-hutta', unit: 'star-destroyer', count: 1 }), action('ConfirmMoves')];
    expect(choose(view('empire', 'activation'), moves).params.unit).toBe('star-destroyer');
    expect(choose(view('empire', 'activation'), [action('MoveUnits', { from: 'nal-hutta', unit: 'stormtrooper', count: 1 }), action('MoveUnits', { from: 'nal-hutta', unit: 'stormtrooper', count: 3 }), action('ConfirmMoves')]).params.count).toBe(3);
  });

  it('as the Rebels never reveals the base, plays objectives and takes nothing back', () => {
    for (let i = 0; i < 20; i++) {
      const bot = new RebellionHeuristicBot(`r${i}`);
      expect(bot.choose({ game: 'rebellion', seat: 0, view: view('rebel', 'command'), actions: [action('RevealBase'), action('Pass')] }).type).toBe('Pass');
      expect(bot.choose({ game: 'rebellion', seat: 0, view: view('rebel', 'assignment'), actions: [action('UndoAssignment'), action('FinishAssignment')] }).type).toBe('FinishAssignment');
    }
    expect(choose(view('rebel', 'objective-window'), [action('SkipObjective'), action('PlayObjective', { card: 'x' })]).type).toBe('PlayObjective');
  });
});
