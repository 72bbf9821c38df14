import type { viewArmada } from '../../engine/armada/game/game.view.js';
import type { ArmadaFaction } from '../../common/graphql/faction.enum.js';
import { typedArmadaAttackView } from './armada-attack-view.map.js';
import type { ArmadaDefenseTokenModel, ArmadaHullZone } from './armada-attack-view.models.js';
import { entriesOf } from './entry.model.js';
import type { StandardSetupStep } from '../../engine/armada/game/game.types.js';
import {
  type ArmadaActivationStage,
  type ArmadaCardKind,
  type ArmadaCardsWithoutEffect,
  type ArmadaCommand,
  type ArmadaEndReason,
  type ArmadaFormat,
  type ArmadaHyperspaceStep,
  type ArmadaObstacleShape,
  type ArmadaPhase,
  type ArmadaPromptKind,
  type ArmadaScenario,
  ArmadaSetupStep,
  type ArmadaViewModel,
} from './armada-view.models.js';

/** The engine's view of armada, as Game.view carries it (already redacted for the viewer). */
export type ArmadaEngineView = ReturnType<typeof viewArmada>;

// The engine's string unions and these enums hold the same values (armada-view spec and e2e compare them).
const commands = (c: readonly string[]) => c as ArmadaCommand[];
// A record, so a setup step the engine adds fails to compile here (set-aside once slipped past the sampled spec).
const SETUP_STEPS: Record<StandardSetupStep, ArmadaSetupStep> = {
  fleets: ArmadaSetupStep.fleets,
  'first-player': ArmadaSetupStep.first_player,
  objective: ArmadaSetupStep.objective,
  obstacles: ArmadaSetupStep.obstacles,
  'set-aside': ArmadaSetupStep.set_aside,
  'objective-tokens': ArmadaSetupStep.objective_tokens,
  deployment: ArmadaSetupStep.deployment,
  'objective-ships': ArmadaSetupStep.objective_ships,
};
const tokens = (t: ArmadaEngineView['ships'][number]['defenseTokens']) => t as unknown as ArmadaDefenseTokenModel[];

/**
 * The typed view: the engine's view field by field, with enums for its fixed
 * sets. It reads only the viewer's view, so it shows nothing the JSON view
 * hides: a ship's dial stack is there only when the engine gave it to its owner.
 * Tuples become lists and a prompt's params entries, as GraphQL needs.
 */
export function typedArmadaView(view: ArmadaEngineView): ArmadaViewModel {
  const { setup, activation, question, result } = view;
  return {
    ...view,
    scenario: view.scenario as ArmadaScenario,
    factions: view.factions as ArmadaFaction[],
    phase: view.phase as ArmadaPhase,
    ships: view.ships.map((x) => ({
      ...x,
      shields: { ...x.shields },
      defenseTokens: tokens(x.defenseTokens),
      faceupDamage: [...x.faceupDamage],
      commandDials: { count: x.commandDials.count, stack: ownStack(x.commandDials) },
      commandTokens: commands(x.commandTokens),
      upgrades: x.upgrades.map((u) => ({ ...u, tokens: commands(u.tokens) })),
      objectiveToken: x.objectiveToken ?? null,
      raidTokens: x.raidTokens ? commands(x.raidTokens) : null,
    })),
    squadrons: view.squadrons.map((q) => ({ ...q, position: { ...q.position }, defenseTokens: tokens(q.defenseTokens) })),
    obstacles: view.obstacles.map((o) => ({ ...o, shape: o.shape as ArmadaObstacleShape })),
    passTokens: [...view.passTokens],
    activation: activation && {
      ...activation,
      stage: activation.stage as ArmadaActivationStage,
      revealed: activation.revealed as ArmadaCommand | null,
      attackedFrom: activation.attackedFrom as ArmadaHullZone[],
      attackedTargets: [...activation.attackedTargets],
      volley: activation.volley && { zone: activation.volley.zone as ArmadaHullZone, squadrons: [...activation.volley.squadrons] },
      extraDials: activation.extraDials ? commands(activation.extraDials) : null,
      repairDiscount: activation.repairDiscount ?? null,
      raidCleared: activation.raidCleared ?? null,
      usedOnce: activation.usedOnce ? [...activation.usedOnce] : null,
    },
    squadronTurn: view.squadronTurn && { seat: view.squadronTurn.seat, squadrons: [...view.squadronTurn.squadrons] },
    displaced: view.displaced && { ...view.displaced, squadrons: [...view.displaced.squadrons] },
    attack: view.attack && typedArmadaAttackView(view.attack),
    question: question && {
      ...question,
      kind: question.kind as ArmadaPromptKind,
      source: question.source ?? null,
      passLabel: question.passLabel ?? null,
      choices: question.choices.map((c) => ({ params: entriesOf(c.params), label: c.label, group: c.group ?? null })),
    },
    result: result && { winner: result.winner, points: [...result.points], reason: result.reason as ArmadaEndReason },
    setup: setup && {
      ...setup,
      step: SETUP_STEPS[setup.step],
      format: setup.format as ArmadaFormat,
      cardsWithoutEffect: setup.cardsWithoutEffect as ArmadaCardsWithoutEffect,
      fleets: setup.fleets.map((f) => ({ submitted: f.submitted, fleet: f.fleet && fleet(f.fleet) })),
      obstaclePool: setup.obstaclePool as ArmadaObstacleShape[],
    },
    fleets: view.fleets && view.fleets.map(fleet),
    cardsWithoutEffect: view.cardsWithoutEffect && view.cardsWithoutEffect.map((cards) => cards.map((c) => ({ ...c, kind: c.kind as ArmadaCardKind }))),
    victoryTokens: [...view.victoryTokens],
    obstacleTokens: [...view.obstacleTokens],
    objectiveTokens: view.objectiveTokens.map((t) => ({ ...t })),
    objectiveShips: [...view.objectiveShips],
    setAside: view.setAside ? { ships: view.setAside.ships.map((x) => ({ ...x })), squadrons: view.setAside.squadrons.map((q) => ({ ...q })) } : null,
    hyperspace: view.hyperspace
      ? {
          seat: view.hyperspace.seat,
          step: view.hyperspace.step as ArmadaHyperspaceStep,
          token: 'token' in view.hyperspace ? view.hyperspace.token : null,
          moved: 'moved' in view.hyperspace ? view.hyperspace.moved : null,
        }
      : null,
  };
}

/** The engine gives the stack only to the ship's owner; for everyone else there is none. */
function ownStack(dials: { readonly count: number; readonly stack?: readonly string[] }): ArmadaCommand[] | null {
  return dials.stack ? commands(dials.stack) : null;
}

type EngineFleet = NonNullable<ArmadaEngineView['fleets']>[number];

const fleet = (f: EngineFleet) => ({
  ships: f.ships.map((x) => ({ card: x.card, upgrades: [...x.upgrades] })),
  squadrons: f.squadrons.map((q) => ({ ...q })),
  objectives: [...f.objectives],
  points: f.points,
});
