import type { PendingDecision } from '../../core/game.contract.js';
import { text } from '../../core/text.js';
import type { Viewer } from '../../core/visibility.view.js';
import { pendingAttack, viewAttack } from '../attack/attack.view.js';
import { upgradeCard } from '../cards/upgrades.manifest.js';
import { objectiveCard } from '../cards/objectives.manifest.js';
import { squadronCard } from '../cards/squadrons.manifest.js';
import { activeShip, seatNeedsDials } from './game.rules.js';
import type { ArmadaState, GameShip } from './game.types.js';
import { pendingStandardSetup, viewStandardSetup } from './setup-standard.view.js';
import { cardsNotImplemented } from '../cards/cards.implemented.js';

/**
 * What one viewer may see (issue 9, "secrets that stay secret"): a ship's
 * command dials only to its owner (the others see how many), facedown
 * damage cards to nobody (only how many), the deck only as a count.
 */
export function viewArmada(s: ArmadaState, viewer: Viewer) {
  const ownerSees = (x: GameShip) => viewer.kind === 'seat' && viewer.seat === x.owner;
  return {
    scenario: s.scenario,
    factions: s.factions,
    playArea: s.playArea,
    round: s.round,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    ships: s.ships.map((x) => ({
      id: x.id,
      card: x.card,
      owner: x.owner,
      pose: x.pose,
      speed: x.speed,
      shields: x.shields,
      defenseTokens: x.defenseTokens,
      faceupDamage: x.faceupDamage,
      facedownDamage: x.facedownDamage.length,
      commandDials: ownerSees(x) ? { count: x.dials.length, stack: x.dials } : { count: x.dials.length },
      commandTokens: x.tokens,
      // Upgrade cards lie open: everybody sees them, exhausted or not, and the tokens on them.
      upgrades: x.upgrades ?? [],
      activated: x.activated,
      destroyed: x.destroyed,
      // Opening Salvo's objective token lies open; only games with that objective show it.
      ...(x.objectiveToken !== undefined ? { objectiveToken: x.objectiveToken } : {}),
      // Raid tokens lie open (seed "ÜBERFALLMARKER"); only ships that ever had one show the list.
      ...(x.raidTokens !== undefined ? { raidTokens: x.raidTokens } : {}),
    })),
    squadrons: s.squadrons,
    obstacles: s.obstacles,
    passTokens: s.passTokens,
    damageDeck: { cards: s.deck.length },
    discardPile: { cards: s.discard.length },
    activation: s.activation,
    squadronActivation: s.squadronActivation,
    // The squadrons a card chose for this squadron turn (Hyperwave Signal Boost): public, the card lies open.
    squadronTurn: s.squadronTurn ?? null,
    displaced: s.displaced,
    attack: s.attack ? viewAttack(s.attack) : null,
    // A damage card's or obstacle's open question; none of them is secret.
    question: s.prompt ? s.prompt.prompt : null,
    result: s.result,
    // The full setup while it runs; the revealed fleets and the objective of a standard game.
    setup: viewStandardSetup(s, viewer),
    fleets: s.fleets,
    // Cards of the revealed lists the game cannot play yet: they do nothing (a game created with cardsWithoutEffect "allow").
    cardsWithoutEffect: s.fleets ? s.fleets.map((f) => cardsNotImplemented({ ships: f.ships, squadrons: f.squadrons.map((q) => ({ squadron: q.card })), objectives: f.objectives })) : null,
    objective: s.objective,
    victoryTokens: s.victoryTokens,
    obstacleTokens: s.obstacleTokens,
    objectiveTokens: s.objectiveTokens,
    objectiveShips: s.objectiveShips,
    // Hyperspace Assault: the set-aside units lie open beside the table (docs/DECISIONS.md), and the arrival step while it runs.
    ...(s.setAside ? { setAside: { ships: s.setAside.ships.map((x) => ({ id: x.id, card: x.card, owner: x.owner })), squadrons: s.setAside.squadrons.map((q) => ({ id: q.id, card: q.card, owner: q.owner })) } } : {}),
    ...(s.hyperspace ? { hyperspace: s.hyperspace } : {}),
  };
}

const LABELS = {
  dials: text('Kommandoräder zuweisen', 'Assign command dials'),
  activateShip: text('Ein Schiff aktivieren', 'Activate a ship'),
  reveal: text('Kommandorad aufdecken', 'Reveal the command dial'),
  dial: text('Aufgedecktes Kommandorad: behalten oder Marker nehmen', 'Revealed dial: keep it or take a token'),
  prompt: text('Eine Schadenskarte fragt', 'A damage card asks'),
  upgradePrompt: text('Eine Aufwertungskarte fragt', 'An upgrade card asks'),
  squadronPrompt: text('Eine Staffelkarte fragt', 'A squadron card asks'),
  objectivePrompt: text('Das Einsatzziel fragt', 'The objective asks'),
  commands: text('Kommandos abhandeln', 'Resolve commands'),
  attack: text('Angreifen', 'Attack'),
  maneuver: text('Manöver ausführen', 'Execute a maneuver'),
  activateSquadron: text('Eine Staffel aktivieren', 'Activate a squadron'),
  squadron: text('Staffel: bewegen oder angreifen', 'Squadron: move or attack'),
  displaced: text('Verschobene Staffeln platzieren', 'Place displaced squadrons'),
  hyperspace: text('Hyperraumangriff: beiseitegelegte Einheiten aufstellen oder Zielmarker verschieben', 'Hyperspace Assault: deploy the set-aside units or move the objective tokens'),
} as const;

/** Who the game waits for: both seats at once in the command phase (secret, simultaneous). */
export function pendingArmada(s: ArmadaState): PendingDecision[] {
  if (s.status !== 'playing') return [];
  if (s.setup) return pendingStandardSetup(s);
  if (s.prompt)
    return objectiveCard(s.prompt.frame.card)
      ? [{ seat: s.prompt.prompt.seat, decision: 'objective-card-choice', label: LABELS.objectivePrompt }]
      : upgradeCard(s.prompt.frame.card)
      ? [{ seat: s.prompt.prompt.seat, decision: 'upgrade-card-choice', label: LABELS.upgradePrompt }]
      : squadronCard(s.prompt.frame.card)
      ? [{ seat: s.prompt.prompt.seat, decision: 'squadron-card-choice', label: LABELS.squadronPrompt }]
      : [{ seat: s.prompt.prompt.seat, decision: 'damage-card-choice', label: LABELS.prompt }];
  if (s.attack) return pendingAttack(s.attack);
  if (s.displaced) return [{ seat: s.displaced.placer, decision: 'place-displaced-squadron', label: LABELS.displaced }];
  if (s.hyperspace) return [{ seat: s.hyperspace.seat, decision: 'hyperspace-arrival', label: LABELS.hyperspace }];
  if (s.phase === 'command')
    return [0, 1].filter((seat) => seatNeedsDials(s, seat)).map((seat) => ({ seat, decision: 'assign-command-dials', label: LABELS.dials }));
  if (s.squadronActivation) {
    const q = s.squadrons.find((v) => v.id === s.squadronActivation?.squadron)!;
    return [{ seat: q.owner, decision: 'squadron-activation', label: LABELS.squadron }];
  }
  const x = activeShip(s);
  if (x && s.activation) {
    const stage = s.activation.stage;
    if (stage === 'displaced') return [];
    return [{ seat: x.owner, decision: `ship-${stage}`, label: LABELS[stage] }];
  }
  if (s.phase === 'ship') return [{ seat: s.turn, decision: 'activate-ship', label: LABELS.activateShip }];
  if (s.phase === 'squadron') return [{ seat: s.turn, decision: 'activate-squadron', label: LABELS.activateSquadron }];
  return [];
}
