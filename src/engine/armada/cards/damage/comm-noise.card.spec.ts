import { accepted, when } from '../../../core/decider.testkit.js';
import { redactFor } from '../../../core/event.redact.js';
import { seatViewer, SPECTATOR } from '../../../core/visibility.view.js';
import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, choose, game_, dealFaceupTo1, ship } from '../damage.testkit.js';
import { commNoise } from './comm-noise.card.js';

describe('damage card comm-noise', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'comm-noise')!;
    expect([commNoise.id, commNoise.set, commNoise.kind, commNoise.amount, commNoise.enforcement]).toEqual(['comm-noise', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(commNoise.effect).toEqual(data.rules);
    expect(commNoise.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('dealt faceup, the opponent lowers the speed by 1, then the card turns facedown', () => {
    const { state } = dealFaceupTo1('comm-noise');
    expect(state.prompt?.prompt).toMatchObject({ seat: 0, kind: 'option', source: 'comm-noise' });
    expect(armadaLegalActions(state, 0)).toEqual([
      { type: 'ChooseOption', effect: 'reduce-speed' },
      { type: 'ChooseOption', effect: 'set-top-command-dial' },
    ]);
    expect(armadaLegalActions(state, 1)).toEqual([]);
    const done = choose(state, { effect: 'reduce-speed' }).state;
    expect(ship(done, 's1-1')).toMatchObject({ speed: 1, faceupDamage: [] });
    expect(ship(done, 's1-1').facedownDamage).toContain('comm-noise');
    expect(done.prompt).toBeNull();
  });

  it('or sets a new command on the top dial, which both players see and spectators do not', () => {
    const { state } = dealFaceupTo1('comm-noise');
    const asked = choose(state, { effect: 'set-top-command-dial' }).state;
    expect(asked.prompt?.prompt.seat).toBe(0);
    const out = act(asked, 0, { type: 'ChooseOption', command: 'repair' } as never);
    expect(ship(out.state, 's1-1').dials[0]).toBe('repair');
    const emitted = out.events.find((e) => e.type === 'CommandDialChanged')!;
    expect(emitted.payload).toMatchObject({ ship: 's1-1', command: 'repair' });
    expect(out.state.prompt).toBeNull();
    const logged = accepted(when<ArmadaState>(game_, asked, 0, { type: 'ChooseOption', command: 'repair' })).emitted.find((e) => e.event.type === 'CommandDialChanged')!;
    expect(redactFor(logged, seatViewer(1)).payload).toMatchObject({ command: 'repair' });
    expect(redactFor(logged, SPECTATOR)).toEqual({ type: 'CommandDialChanged', payload: { ship: 's1-1', card: 'comm-noise' }, redacted: true });
  });
});
