import type { ArmadaShipView, ArmadaView } from '../games/armada.types.js';
import type { LegalAction } from '../operations.graphql.js';
import { ArmadaHeuristicBot } from './armada-heuristic.bot.js';

const action = (type: string, params: Record<string, unknown> = {}, en = type): LegalAction => ({
  id: `${type}:${JSON.stringify(params)}`,
  type,
  params,
  label: { de: en, en },
  group: { id: type, de: type, en: type },
});

const ship = (id: string, owner: number, x: number, y: number, heading: number, damage = 0): ArmadaShipView => ({
  id,
  card: 'hardcell-class-transport',
  owner,
  pose: { x, y, heading },
  speed: 2,
  shields: { front: 3, left: 1, right: 1, rear: 2 },
  defenseTokens: [],
  faceupDamage: [],
  facedownDamage: damage,
  activated: false,
  destroyed: false,
});

function view(ships: ArmadaShipView[], extra: Partial<ArmadaView> = {}): ArmadaView {
  return { round: 1, phase: 'ship', playArea: { width: 914.4, height: 914.4 }, ships, squadrons: [], activation: null, squadronActivation: null, attack: null, ...extra };
}

const choose = (v: ArmadaView, actions: LegalAction[]) => new ArmadaHeuristicBot('t').choose({ game: 'armada', seat: 0, view: v, actions });

describe('the Armada heuristic bot (its seat view and legal actions only)', () => {
  const fleet = [ship('s0-1', 0, 450, 300, 0), ship('s0-2', 0, 100, 100, 0), ship('s1-1', 1, 450, 600, 180), ship('s1-2', 1, 700, 600, 180, 3)];

  it('sets concentrate-fire dials and activates the ship nearest an enemy first', () => {
    expect(choose(view(fleet, { phase: 'command' }), ['navigate', 'repair', 'concentrate-fire'].map((c) => action('SetCommandDial', { ship: 's0-1', command: c }))).params.command).toBe('concentrate-fire');
    expect(choose(view(fleet), [action('ActivateShip', { ship: 's0-2' }), action('ActivateShip', { ship: 's0-1' })]).params.ship).toBe('s0-1');
  });

  it('attacks rather than finishing, focusing on the damaged ship and the weaker shields, ships before squadrons', () => {
    const attacks = [
      action('DeclareShipAttack', { zone: 'front', target: 'q1-1' }),
      action('DeclareShipAttack', { zone: 'front', target: 's1-1', targetZone: 'left' }),
      action('DeclareShipAttack', { zone: 'front', target: 's1-2', targetZone: 'front' }),
      action('DeclareShipAttack', { zone: 'front', target: 's1-2', targetZone: 'left' }),
      action('FinishAttacks'),
    ];
    const squadrons = [{ id: 'q1-1', card: 'vulture-class-droid-fighter-squadron', owner: 1, position: { x: 450, y: 400 }, hull: 1, activated: false, destroyed: false }];
    expect(choose(view(fleet, { squadrons }), attacks).params).toEqual({ zone: 'front', target: 's1-2', targetZone: 'left' });
  });

  it('steers towards medium range of the nearest enemy, bow on, and not off the table', () => {
    // Heading 0 runs along +y; the Hardcell at (450, 600) is 300 mm ahead: straight on closes in.
    const maneuvers = [action('ExecuteManeuver', { course: [0, 2] }), action('ExecuteManeuver', { course: [0, 0] }), action('ExecuteManeuver', { course: [0, -2] })];
    expect(choose(view(fleet, { activation: { ship: 's0-1', stage: 'maneuver' } }), maneuvers).params.course).toEqual([0, 0]);
    const atEdge = [ship('s0-1', 0, 450, 860, 0), ship('s1-1', 1, 450, 600, 0)];
    const turns = [action('ExecuteManeuver', { course: [0, 0] }), action('ExecuteManeuver', { course: [2, 2] })];
    expect(choose(view(atEdge, { activation: { ship: 's0-1', stage: 'maneuver' } }), turns).params.course).toEqual([2, 2]);
  });

  it('spends ready defense tokens only, an evade on the die that hurts most, and adds dice and rerolls blanks when attacking', () => {
    const defense = [
      action('SpendDefenseToken', { token: 0 }, 'Spend brace (exhausted)'),
      action('SpendDefenseToken', { token: 1, dice: [0] }, 'Spend evade (ready): die 1 (red, hit)'),
      action('SpendDefenseToken', { token: 1, dice: [1] }, 'Spend evade (ready): die 2 (red, hit+hit)'),
      action('FinishDefenseTokens'),
    ];
    expect(choose(view(fleet), defense).params).toEqual({ token: 1, dice: [1] });
    expect(choose(view(fleet), [defense[0], defense[3]]).type).toBe('FinishDefenseTokens');
    const effects = [action('SpendConcentrateFireToken', { die: 0 }, 'reroll die 1 (red, hit)'), action('FinishAttackEffects')];
    expect(choose(view(fleet), effects).type).toBe('FinishAttackEffects');
    expect(choose(view(fleet), [action('SpendConcentrateFireToken', { die: 1 }, 'reroll die 2 (red, blank)'), ...effects]).params.die).toBe(1);
    expect(choose(view(fleet), [action('SpendConcentrateFireDial', { color: 'red' }), action('FinishAttackEffects')]).type).toBe('SpendConcentrateFireDial');
  });
});
