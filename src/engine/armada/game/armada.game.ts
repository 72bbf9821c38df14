import type { GameDefinition, OptionSpec, Outcome } from '../../core/game.contract.js';
import { malformed } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { DICE } from '../data/dice.data.js';
import { isRecord } from '../input.parse.js';
import { RULE } from '../rules.cite.js';
import { labelArmadaAction, parseArmadaAction } from './game.action.js';
import { decideArmada } from './game.decide.js';
import { evolveArmada, initialArmadaState } from './game.evolve.js';
import { groupArmadaAction } from './game.group.js';
import { armadaHiddenOutcome } from './game.hidden.js';
import { armadaLegalActions } from './game.legal.js';
import { sandboxTraining } from './game.sandbox.js';
import { setupTraining } from './game.setup.js';
import { setupStandard } from './setup-standard.setup.js';
import type { ArmadaAction, ArmadaEvent, ArmadaOptions, ArmadaState } from './game.types.js';
import { pendingArmada, viewArmada } from './game.view.js';
import { noPlayableFleet } from './setup-standard.legal.js';

const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'scenario',
    type: 'string',
    default: 'training',
    description: text(
      'training: das Trainingsszenario (Starterflotten, 90 × 90 cm, gedruckte Aufstellung). standard: der vollständige Spielaufbau (geheime Flottenlisten, Initiative, Einsatzziel, Hindernisse, Aufstellung).',
      'training: the training scenario (starter fleets, 3′ × 3′, printed deployment). standard: the full setup (secret fleet lists, initiative, objective, obstacles, deployment).',
    ),
  },
  {
    name: 'cardsWithoutEffect',
    type: 'string',
    default: 'refuse',
    description: text(
      'Nur mit standard. refuse: Flottenlisten mit Karten, die das Spiel noch nicht spielen kann, werden mit ARMADA_CARD_NOT_IMPLEMENTED abgelehnt; allow: sie werden angenommen und diese Karten wirken nicht (die Ansicht nennt sie).',
      'Only with standard. refuse: fleet lists holding cards the game cannot play yet are refused with ARMADA_CARD_NOT_IMPLEMENTED; allow: they are accepted and those cards do nothing (the view names them).',
    ),
  },
  {
    name: 'format',
    type: 'string',
    default: 'starter',
    description: text(
      'Nur mit standard. starter: 200 Punkte aus zwei Flotten-Startersets, 90 × 90 cm, 4 Hindernisse; standard: 400 Punkte, 90 × 180 cm, 6 Hindernisse.',
      'Only with standard. starter: 200 points from two fleet starters, 3′ × 3′, 4 obstacles; standard: 400 points, 3′ × 6′, 6 obstacles.',
    ),
  },
];

const invalid = (de: string, en: string) => malformed('INVALID_OPTIONS', text(`Ungültige Optionen: ${de}`, `Invalid options: ${en}`));

/**
 * Star Wars: Armada, round by round (issue 9), built on the geometry kernel
 * and the attack decider. Seat 0 plays the Republic, seat 1 the
 * Separatists. docs/games/armada.md says what is implemented.
 */
export const armadaGame: GameDefinition<ArmadaState, ArmadaAction, ArmadaEvent, ArmadaOptions> = {
  id: 'armada',
  title: text('Star Wars: Armada', 'Star Wars: Armada'),
  players: { min: 2, max: 2 },
  options: OPTION_SPECS,
  dice: [DICE.red, DICE.blue, DICE.black],
  setupRule: RULE.aufbauDesTrainingsszenarios,

  parseOptions(raw) {
    if (raw === undefined || raw === null) return { scenario: 'training' };
    if (!isRecord(raw)) return invalid('options muss ein Objekt sein', 'options must be an object');
    const unknown = Object.keys(raw).filter((k) => k !== 'scenario' && k !== 'format' && k !== 'cardsWithoutEffect');
    if (unknown.length) return invalid(`unbekannte Option ${unknown[0]}`, `unknown option ${unknown[0]}`);
    const scenario = raw.scenario ?? 'training';
    if (scenario === 'training')
      return raw.format === undefined && raw.cardsWithoutEffect === undefined ? { scenario } : invalid('format und cardsWithoutEffect gibt es nur mit scenario standard', 'format and cardsWithoutEffect exist only with scenario standard');
    if (scenario !== 'standard') return invalid('scenario ist training oder standard', 'scenario is training or standard');
    const format = raw.format ?? 'starter';
    if (format !== 'starter' && format !== 'standard') return invalid('format ist starter oder standard', 'format is starter or standard');
    const cardsWithoutEffect = raw.cardsWithoutEffect ?? 'refuse';
    if (cardsWithoutEffect !== 'refuse' && cardsWithoutEffect !== 'allow') return invalid('cardsWithoutEffect ist refuse oder allow', 'cardsWithoutEffect is refuse or allow');
    if (cardsWithoutEffect === 'refuse') {
      const missing = noPlayableFleet(format);
      if (missing) return missing;
    }
    return { scenario, format, cardsWithoutEffect };
  },

  setup: (options, _players, rng) => (options.scenario === 'standard' ? setupStandard(options.format, options.cardsWithoutEffect, rng) : setupTraining(rng)),

  /** Position `{firstPlayer?, round?, ships?, squadrons?, obstacles?, damageDeck?, passTokens?, fleets?, format?, objective?}` over the training setup or standard fleets (game.sandbox.ts). */
  sandbox: (position) => sandboxTraining(position),

  initialState: initialArmadaState,
  evolve: evolveArmada,
  parseAction: parseArmadaAction,
  hiddenOutcome: armadaHiddenOutcome,
  legalActions: armadaLegalActions,
  decide: decideArmada,
  label: labelArmadaAction,
  group: groupArmadaAction,
  view: viewArmada,
  pending: pendingArmada,

  outcome(state): Outcome | null {
    const r = state.result;
    if (!r) return null;
    const [p0, p1] = r.points;
    const margin = Math.abs(p0 - p1);
    const why =
      r.reason === 'fleet-destroyed'
        ? text('Alle Schiffe einer Flotte sind zerstört', 'Every ship of one fleet is destroyed')
        : r.reason === 'both-fleets-destroyed'
          ? text('Beide Flotten sind zugleich zerstört; es entscheiden die Punkte', 'Both fleets were destroyed at once; points decide')
          : text('Sechs Runden sind gespielt', 'Six rounds are played');
    return {
      winners: r.winner === null ? [] : [r.winner],
      reason: text(`${why.de}: ${p0} zu ${p1} Siegpunkten, Vorsprung ${margin}.`, `${why.en}: ${p0} to ${p1} victory points, margin ${margin}.`),
      scores: [
        { seat: 0, points: p0 },
        { seat: 1, points: p1 },
      ],
    };
  },
};
