import { armadaGame } from '../../engine/armada/game/armada.game.js';
import type { ArmadaState } from '../../engine/armada/game/game.types.js';
import { randomPlayout } from '../../engine/core/playout.testkit.js';
import { seatViewer, SPECTATOR, type Viewer } from '../../engine/core/visibility.view.js';
import { hyperspaceAssault } from '../../engine/armada/cards/objectives/hyperspace-assault.card.js';
import { standardGameWith } from '../../engine/armada/cards/objective.testkit.js';
import { ArmadaDefenseTokenState, ArmadaDefenseTokenType, ArmadaHullZone } from './armada-attack-view.models.js';
import { typedArmadaView, type ArmadaEngineView } from './armada-view.map.js';
import { ArmadaActivationStage, ArmadaCommand, ArmadaHyperspaceStep, ArmadaObstacleShape, ArmadaPhase, ArmadaSetupStep, type ArmadaViewModel } from './armada-view.models.js';

type Json = Record<string, unknown>;

const VIEWERS: readonly Viewer[] = [seatViewer(0), seatViewer(1), SPECTATOR];
const view = (s: ArmadaState, viewer: Viewer) => typedArmadaView(armadaGame.view(s, viewer) as ArmadaEngineView);

/** Keys whose value is null dropped, deep: the engine leaves some keys out where GraphQL answers null. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, withoutNulls(v)]));
}

/** The typed view written back in the JSON view's form: a prompt choice's entries as its params, the attack's combatants as the map by id. */
function asJson(typed: ArmadaViewModel): unknown {
  const t = JSON.parse(JSON.stringify(typed)) as Json & { question: Json | null; attack: Json | null };
  const question = t.question && {
    ...t.question,
    choices: (t.question.choices as { params: { name: string; value: string }[] }[]).map((c) => ({
      ...c,
      params: Object.fromEntries(c.params.map((e) => [e.name, JSON.parse(e.value)])),
    })),
  };
  const attack = t.attack && { ...t.attack, combatants: Object.fromEntries((t.attack.combatants as Json[]).map((c) => [c.id, c])) };
  return withoutNulls({ ...t, question, attack });
}

const inEnum = (e: object) => (v: unknown) => expect(Object.values(e)).toContain(v);

// A training game into round 2 and a standard one into its first ship phase: setup, every phase, attacks, prompts.
const TRAINING = randomPlayout<ArmadaState>(armadaGame, 2, 'armada-view-training', 3000, {}, (s) => s.round >= 2 && s.phase === 'squadron').states;
const STANDARD = randomPlayout<ArmadaState>(armadaGame, 2, 'armada-view-standard', 3000, { scenario: 'standard', cardsWithoutEffect: 'allow' }, (s) => s.phase === 'ship').states;
const STATES = [...TRAINING, ...STANDARD].filter((_, i) => i % 4 === 0);

describe('typedArmadaView', () => {
  it('holds every field of the JSON view, for each viewer, from setup through attacks', () => {
    expect(STATES.some((s) => s.setup !== null)).toBe(true);
    expect(STATES.some((s) => s.attack !== null)).toBe(true);
    for (const s of STATES) for (const viewer of VIEWERS) expect(asJson(view(s, viewer))).toEqual(withoutNulls(armadaGame.view(s, viewer)));
  });

  it('names every setup step the standard game passes through, set-aside among them', () => {
    const steps = STANDARD.filter((s) => s.setup !== null).map((s) => view(s, seatViewer(0)).setup!.step);
    steps.forEach(inEnum(ArmadaSetupStep));
    expect(steps).toContain(ArmadaSetupStep.set_aside);
  });

  it("shows Hyperspace Assault's set-aside units and its arrival step as the JSON view does", () => {
    const setUp = standardGameWith(hyperspaceAssault).state;
    // Each arrival step as the round's start sets it (hyperspace.rules.ts), on the set-up game.
    const states: ArmadaState[] = [
      setUp,
      { ...setUp, hyperspace: { seat: 1, step: 'choose' } },
      { ...setUp, hyperspace: { seat: 1, step: 'arrive', token: 't1' } },
      { ...setUp, hyperspace: { seat: 1, step: 'move-tokens', moved: 2 } },
    ];
    for (const x of states) for (const viewer of VIEWERS) expect(asJson(view(x, viewer))).toEqual(withoutNulls(armadaGame.view(x, viewer)));
    expect(view(setUp, SPECTATOR).setAside?.ships.length).toBeGreaterThan(0);
    expect(states.map((x) => view(x, SPECTATOR).hyperspace)).toEqual([
      null,
      { seat: 1, step: ArmadaHyperspaceStep.choose, token: null, moved: null },
      { seat: 1, step: ArmadaHyperspaceStep.arrive, token: 't1', moved: null },
      { seat: 1, step: ArmadaHyperspaceStep.move_tokens, token: null, moved: 2 },
    ]);
  });

  it('gives every enum field a value of its enum', () => {
    for (const s of STATES) {
      const v = view(s, seatViewer(0));
      inEnum(ArmadaPhase)(v.phase);
      if (v.setup) {
        inEnum(ArmadaSetupStep)(v.setup.step);
        v.setup.obstaclePool.forEach(inEnum(ArmadaObstacleShape));
      }
      v.obstacles.forEach((o) => inEnum(ArmadaObstacleShape)(o.shape));
      if (v.activation) inEnum(ArmadaActivationStage)(v.activation.stage);
      for (const x of v.ships) {
        [...(x.commandDials.stack ?? []), ...x.commandTokens].forEach(inEnum(ArmadaCommand));
        x.defenseTokens.forEach((d) => (inEnum(ArmadaDefenseTokenType)(d.type), inEnum(ArmadaDefenseTokenState)(d.state)));
      }
      v.activation?.attackedFrom.forEach(inEnum(ArmadaHullZone));
    }
  });

  it("shows a ship's dial stack to its owner only; the others see how many", () => {
    const s = TRAINING.find((t) => t.ships.some((x) => x.owner === 0 && x.dials.length > 0))!;
    const ship = s.ships.find((x) => x.owner === 0 && x.dials.length > 0)!;
    const seen = (viewer: Viewer) => view(s, viewer).ships.find((x) => x.id === ship.id)!.commandDials;
    expect(seen(seatViewer(0))).toEqual({ count: ship.dials.length, stack: [...ship.dials] });
    expect(seen(seatViewer(1))).toEqual({ count: ship.dials.length, stack: null });
    expect(seen(SPECTATOR)).toEqual({ count: ship.dials.length, stack: null });
  });

  it("twin states differing only in seat 0's dials give seat 1 and spectators identical typed views, and seat 0 different ones", () => {
    const withDials = TRAINING.filter((t) => t.ships.some((x) => x.owner === 0 && x.dials.length > 0)).filter((_, i) => i % 4 === 0);
    expect(withDials.length).toBeGreaterThan(0);
    for (const s of withDials) {
      // The twin turns each of seat 0's dials into another command: what seat 1 cannot see.
      const other = (c: ArmadaCommand) => (c === ArmadaCommand.navigate ? ArmadaCommand.repair : ArmadaCommand.navigate);
      const twin: ArmadaState = { ...s, ships: s.ships.map((x) => (x.owner === 0 ? { ...x, dials: x.dials.map((c) => other(c as ArmadaCommand)) } : x)) };
      expect(view(twin, seatViewer(1))).toEqual(view(s, seatViewer(1)));
      expect(view(twin, SPECTATOR)).toEqual(view(s, SPECTATOR));
      expect(view(twin, seatViewer(0))).not.toEqual(view(s, seatViewer(0)));
    }
  });

  it('counts facedown damage without naming it, and names faceup damage', () => {
    const s = TRAINING[TRAINING.length - 1];
    const damaged = { ...s, ships: s.ships.map((x, i) => (i === 0 ? { ...x, facedownDamage: ['structural-damage', 'crew-panic'], faceupDamage: ['blinded-gunners'] } : x)) };
    const ship = view(damaged, seatViewer(s.ships[0].owner)).ships[0];
    expect(ship.facedownDamage).toBe(2);
    expect(ship.faceupDamage).toEqual(['blinded-gunners']);
    expect(JSON.stringify(view(damaged, seatViewer(s.ships[0].owner)))).not.toContain('crew-panic');
  });
});
