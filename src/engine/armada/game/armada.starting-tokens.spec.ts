import { accepted, fold, refused, scripted, when } from '../../core/decider.testkit.js';
import type { Emitted } from '../../core/game.contract.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { RULE } from '../rules.cite.js';
import { armadaGame as game } from './armada.game.js';
import type { ArmadaState } from './game.types.js';

/** Bail Organa (5 tokens, navigate or repair, the owner's mix) on the Republic's ship; Rune Haako (2 of any type) beside Kraken on the Separatists'. */
const REPUBLIC = { ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['bail-organa'] }], squadrons: [], objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'] };
const SEPARATISTS = { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['kraken', 'rune-haako'] }], squadrons: [], objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'] };

const act = (s: ArmadaState, seat: number, action: unknown) => accepted(when<ArmadaState>(game, s, seat, action));

/** The full setup played on with the first legal choice each time, seat 0 first player, up to its end. */
function setUp(): { state: ArmadaState; events: string[] } {
  const opts = game.parseOptions({ scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  let s = fold<ArmadaState>(game, game.setup(opts, 2, scripted()) as Emitted[]);
  s = act(s, 0, { type: 'SubmitFleet', fleet: REPUBLIC }).state;
  s = act(s, 1, { type: 'SubmitFleet', fleet: SEPARATISTS }).state;
  const chooser = s.setup!.chooser!;
  s = act(s, chooser, { type: 'ChooseFirstPlayer', firstPlayer: 0 }).state;
  let events: string[] = [];
  for (let guard = 0; guard < 50 && s.setup; guard++) {
    const seat = game.pending(s)[0].seat;
    const r = act(s, seat, game.legalActions(s, seat)[0]);
    s = r.state;
    events = r.events.map((e) => e.type);
  }
  return { state: s, events };
}

const cardTokens = (s: ArmadaState, ship: string, card: string) => s.ships.find((x) => x.id === ship)!.upgrades!.find((u) => u.id === card)!.tokens;

describe('armada: starting tokens the owner picks (seed "Aufwertungskarten mit Markern")', () => {
  it('once the fleets stand, asks the first player for each of Bail Organa’s five tokens, then the other for Rune Haako’s two', () => {
    const { state, events } = setUp();
    expect(events.slice(-3)).toEqual(['SetupFinished', 'RoundStarted', 'EffectPrompted']);
    expect(state.prompt?.prompt).toMatchObject({ seat: 0, source: 'bail-organa', optional: false, rule: RULE.aufwertungskartenMitMarkern });
    expect(game.legalActions(state, 0)).toEqual([{ type: 'ChooseOption', command: 'navigate' }, { type: 'ChooseOption', command: 'repair' }]);
    expect(refused(when<ArmadaState>(game, state, 0, { type: 'PassChoice' })).code).toBe('CHOICE_REQUIRED');
    expect(refused(when<ArmadaState>(game, state, 1, { type: 'ChooseOption', command: 'navigate' })).code).toBe('NOT_YOUR_DECISION');
    let s = state;
    for (const command of ['navigate', 'repair', 'repair', 'navigate', 'repair']) s = act(s, 0, { type: 'ChooseOption', command }).state;
    expect(cardTokens(s, 's0-1', 'bail-organa')).toEqual(['navigate', 'repair', 'repair', 'navigate', 'repair']);
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'rune-haako' });
    expect(game.legalActions(s, 1)).toHaveLength(4);
    s = act(s, 1, { type: 'ChooseOption', command: 'squadron' }).state;
    s = act(s, 1, { type: 'ChooseOption', command: 'squadron' }).state;
    expect(cardTokens(s, 's1-1', 'rune-haako')).toEqual(['squadron', 'squadron']);
    expect([s.prompt, s.effects]).toEqual([null, []]);
    expect(game.pending(s).map((p) => p.decision)).toEqual(['assign-command-dials', 'assign-command-dials']);
  });
});
