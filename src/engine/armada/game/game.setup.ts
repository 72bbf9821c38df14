import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { PUBLIC, SERVER_ONLY, type Seat } from '../../core/visibility.view.js';
import { getShip, getSquadron } from '../catalog/catalog.lookup.js';
import type { Faction } from '../catalog/catalog.types.js';
import { fullDamageDeck } from '../attack/attack.setup.js';
import { crits } from '../data/dice.data.js';
import { DICE } from '../data/dice.data.js';
import type { ArmadaEvent, GameShip, GameSquadron } from './game.types.js';
import type { Pose } from '../geometry/ship-shape.geometry.js';

/** 3' × 3' (seed "AUFBAU DES TRAININGSSZENARIOS", step 1: ca. 90 × 90 cm), in mm. */
export const TRAINING_PLAY_AREA = { width: 914.4, height: 914.4 } as const;

/**
 * The training fleets (seed "AUFBAU DES TRAININGSSZENARIOS", step 4): the
 * Republic brings the Acclamator II and two Charger c70, the Separatists the
 * Munificent Comms Frigate and two Hardcells; each side its starter's four
 * squadron bases under its one generic squadron card (step 8: "alle
 * Staffelscheiben"). Positions are our reading of the printed deployment
 * (step 10): the picture gives no numbers, so docs/games/armada.md lists
 * them as an assumption. Seat 0 plays the Republic from the lower edge
 * (heading 0 = towards the other edge), seat 1 the Separatists, mirrored.
 */
const TRAINING_FLEETS: Readonly<Record<Faction, { ships: readonly { card: string; x: number; y: number }[]; squadron: string; squadrons: readonly { x: number; y: number }[] }>> = {
  republic: {
    ships: [
      { card: 'consular-class-charger-c70', x: 250, y: 150 },
      { card: 'acclamator-ii-class-assault-ship', x: 457.2, y: 160 },
      { card: 'consular-class-charger-c70', x: 664.4, y: 150 },
    ],
    squadron: 'v-19-torrent-squadron',
    squadrons: [
      { x: 360, y: 250 },
      { x: 400, y: 250 },
      { x: 514.4, y: 250 },
      { x: 554.4, y: 250 },
    ],
  },
  separatist: {
    ships: [
      { card: 'hardcell-class-transport', x: 250, y: 150 },
      { card: 'munificent-class-comms-frigate', x: 457.2, y: 160 },
      { card: 'hardcell-class-transport', x: 664.4, y: 150 },
    ],
    squadron: 'vulture-class-droid-fighter-squadron',
    squadrons: [
      { x: 360, y: 250 },
      { x: 400, y: 250 },
      { x: 514.4, y: 250 },
      { x: 554.4, y: 250 },
    ],
  },
};

const FACTIONS: readonly Faction[] = ['republic', 'separatist'];

/** Seed "AUFBAU DES TRAININGSSZENARIOS", step 6: speed dials on 2, shields at maximum; step 9: the printed defense tokens. */
export function trainingFleet(seat: Seat): { ships: GameShip[]; squadrons: GameSquadron[] } {
  const fleet = TRAINING_FLEETS[FACTIONS[seat]];
  const H = TRAINING_PLAY_AREA.height;
  const place = (p: { x: number; y: number }) => (seat === 0 ? { x: p.x, y: p.y } : { x: TRAINING_PLAY_AREA.width - p.x, y: H - p.y });
  const ships = fleet.ships.map((s, i): GameShip => {
    if (!getShip(s.card)) throw new Error(`training fleet: unknown ship ${s.card}`);
    const at = place(s);
    return newShip(seat, i, s.card, { x: at.x, y: at.y, heading: seat === 0 ? 0 : 180 }, 2);
  });
  const squadronCard = getSquadron(fleet.squadron);
  if (!squadronCard) throw new Error(`training fleet: unknown squadron ${fleet.squadron}`);
  const squadrons = fleet.squadrons.map(
    (p, i): GameSquadron => ({
      id: `q${seat}-${i + 1}`,
      card: squadronCard.id,
      owner: seat,
      position: place(p),
      hull: squadronCard.hull,
      defenseTokens: squadronCard.defenseTokens.map((type) => ({ type, state: 'ready' as const })),
      activated: false,
      destroyed: false,
    }),
  );
  return { ships, squadrons };
}

/**
 * Seed "AUFBAU DES TRAININGSSZENARIOS": the fleets placed, a blue die for the
 * initiative (step 3: with the starred icon, which we read as the critical
 * icon, the roller, seat 0, takes it; otherwise the other player), the
 * damage deck shuffled (step 11), round 1 begins.
 */
export function setupTraining(rng: Rng): Emitted<ArmadaEvent>[] {
  const fleets = [trainingFleet(0), trainingFleet(1)];
  const face = rng.roll(DICE.blue);
  const firstPlayer = crits(face) > 0 ? 0 : 1;
  const order = rng.shuffle(fullDamageDeck());
  return [
    {
      event: {
        type: 'GameStarted',
        payload: { scenario: 'training', factions: FACTIONS, playArea: TRAINING_PLAY_AREA, ships: fleets.flatMap((f) => f.ships), squadrons: fleets.flatMap((f) => f.squadrons) },
      },
      visibility: PUBLIC,
    },
    { event: { type: 'InitiativeRolled', payload: { roller: 0, face, firstPlayer } }, visibility: PUBLIC },
    { event: { type: 'DamageDeckShuffled', payload: { order } }, visibility: SERVER_ONLY, redacted: { cards: order.length } },
    { event: { type: 'RoundStarted', payload: { round: 1 } }, visibility: PUBLIC },
  ];
}

/** A ship as a fleet brings it to the table: `s<seat>-<n>`, full shields, the printed defense tokens ready, no damage, dials or tokens. */
export function newShip(seat: Seat, index: number, cardId: string, pose: Pose, speed: number): GameShip {
  const card = getShip(cardId)!;
  return {
    id: `s${seat}-${index + 1}`,
    card: card.id,
    owner: seat,
    pose,
    speed,
    shields: { ...card.shields },
    defenseTokens: card.defenseTokens.map((type) => ({ type, state: 'ready' as const })),
    faceupDamage: [],
    facedownDamage: [],
    dials: [],
    tokens: [],
    activated: false,
    destroyed: false,
  };
}
