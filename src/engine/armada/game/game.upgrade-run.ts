import type { DecisionBuffer } from '../../core/decision.buffer.js';
import { runProgram, type EffectFrame, type StepHandlers, type StepResult } from '../../core/cards/effect.run.js';
import type { Prompt, PromptAnswer } from '../../core/prompts/prompt.types.js';
import type { Rng } from '../../core/rng.random.js';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { PUBLIC, type Seat } from '../../core/visibility.view.js';
import { coloursInPool, current, live } from '../attack/attack.rules.js';
import type { ShipCombatant } from '../attack/attack.types.js';
import { damageCard } from '../cards/damage.manifest.js';
import type { UpgradeStep } from '../cards/upgrade-card.define.js';
import { upgradeCard } from '../cards/upgrades.manifest.js';
import { DIE_COLORS, HULL_ZONES, type CommandType, type DieColor, type HullZone } from '../catalog/catalog.types.js';
import { DICE, type DieFace } from '../data/dice.data.js';
import { ADJACENT_ZONES } from '../geometry/ship-shape.geometry.js';
import { RULE } from '../rules.cite.js';
import { runEffect } from './game.damage.js';
import { isObjectiveEffect, runObjectiveEffect } from './game.objective-run.js';
import { isSquadronEffect, runSquadronEffect } from './game.squadron-run.js';
import { dealFacedown, dealFaceupNow } from './game.maneuver.js';
import { faceupCardToDeal } from '../attack/attack.decide.js';
import { shipCardOf, squadronCardOf, squadronsInCommandRange } from './game.table.js';
import type { ArmadaEvent, ArmadaState, FaceupCause, GameShip, UpgradeEffectWhen } from './game.types.js';
import { abilities, applies, canGain, cfTokenHolders, friendsWithin, isUpgradeEffect, payments, shieldsOf, startingTokenChoices, startingTokens, upgradesOf } from './game.upgrades.js';
import { mayGainRaid } from './raid.rules.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/*
 * The one interpreter of upgrade-card effects (docs/ARCHITECTURE.md, the
 * card seam): a queued effect's ability is its program, run on the core
 * `runProgram` with one handler per step of the vocabulary, asking players
 * through core `option` prompts. Which cards act when: game.upgrades.ts.
 */

/** Faces with exactly one icon (Kraken): never a double, never a blank. */
const SINGLE_ICON: readonly DieFace[] = ['hit', 'crit', 'accuracy'];

const ZONE: Record<HullZone, Text> = { front: text('Bug', 'front'), right: text('rechts', 'right'), rear: text('Heck', 'rear'), left: text('links', 'left') };
const DIE_NAME: Record<DieColor, Text> = { red: text('rot', 'red'), blue: text('blau', 'blue'), black: text('schwarz', 'black') };

const COMMAND: Record<CommandType, Text> = {
  navigate: text('Navigieren', 'navigate'),
  squadron: text('Staffel', 'squadron'),
  repair: text('Reparieren', 'repair'),
  'concentrate-fire': text('Feuer konzentrieren', 'concentrate fire'),
};

interface Frame extends EffectFrame {
  readonly vars: { readonly ship: string; readonly when: UpgradeEffectWhen; readonly used?: boolean; readonly from?: string; readonly spent?: number; readonly readied?: number; readonly taken?: readonly string[] };
}

type Step = UpgradeStep | { readonly op: 'pay-ready-cost' } | { readonly op: 'choose-starting-token' };

type Choice = Prompt['choices'][number];

const shipLabel = (y: GameShip): Text => text(`${shipCardOf(y).nameDe ?? shipCardOf(y).name} (${y.id})`, `${shipCardOf(y).name} (${y.id})`);

function ask(seat: Seat, card: string, question: Text, choices: Prompt['choices'], passLabel: Text, rule: string = RULE.verwendungVonAufwertungskarten): Prompt {
  return { kind: 'option', seat, question, rule, source: card, choices, optional: true, passLabel, secret: false };
}

/** Runs the head of the effect queue on its interpreter: upgrade cards here, damage cards and obstacles in game.damage.ts. */
export function runQueuedEffect(b: Buffer, answer?: PromptAnswer, rng?: Rng): void {
  if (isUpgradeEffect(b.state.effects[0])) runUpgradeEffect(b, answer, rng);
  else if (isObjectiveEffect(b.state.effects[0])) runObjectiveEffect(b, answer, rng);
  else if (isSquadronEffect(b.state.effects[0])) runSquadronEffect(b, answer);
  else runEffect(b, dealFacedown, answer);
}

/** Runs the upgrade effect at the head of the queue (or answers its open prompt) on the core interpreter. */
export function runUpgradeEffect(b: Buffer, answer?: PromptAnswer, rng?: Rng): void {
  const queued = b.state.effects[0];
  if (!isUpgradeEffect(queued)) throw new EngineInvariantError(`armada: ${queued.card} is no upgrade effect`);
  const head = queued;
  const def = upgradeCard(head.card);
  if (!def) throw new EngineInvariantError(`armada: no upgrade module ${head.card}`);
  const ship = (out: Buffer) => out.state.ships.find((x) => x.id === head.ship)!;
  const equipped = (out: Buffer) => upgradesOf(ship(out)).find((u) => u.id === head.card)!;
  const next = (frame?: Frame): StepResult<Frame> => ({ kind: 'next', ...(frame ? { frame } : {}) });
  // A critical effect chosen in the attack is carried out by the same ability once the attack is over.
  const ability = abilities(head.card, head.when === 'critical-effect' ? 'critical' : head.when)[0];
  /** The first use of an exhausting ability exhausts the card. */
  const use = (out: Buffer, frame: Frame): Frame => {
    if (ability?.exhaust && !frame.vars.used) out.emit({ type: 'UpgradeExhausted', payload: { ship: head.ship, upgrade: head.card } }, PUBLIC);
    return { ...frame, vars: { ...frame.vars, used: true } };
  };
  const usable = (out: Buffer, frame: Frame) => !ship(out).destroyed && (frame.vars.used || !(ability?.exhaust && equipped(out).exhausted));

  const giveCardTokens = (out: Buffer, op: Extract<UpgradeStep, { op: 'give-card-tokens' }>, frame: Frame): StepResult<Frame> => {
    if (!usable(out, frame) || !equipped(out).tokens.includes(op.command)) return next(frame);
    const targets = friendsWithin(out.state, ship(out), op.distance).filter((y) => canGain(y, op.command));
    if (targets.length === 0) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        ship(out).owner,
        head.card,
        text(`${def.name.en}: welches Schiff erhält einen Marker „${COMMAND[op.command].de}“ von der Karte?`, `${def.name.en}: which ship gains a ${COMMAND[op.command].en} token from the card?`),
        targets.map((y) => ({ params: { ship: y.id }, label: shipLabel(y) })),
        text('Keine weiteren Marker geben', 'Give no more tokens'),
      ),
      frame,
    };
  };

  /** Lowers the running attack's total damage (never below 0), exhausting the card where the ability says so. */
  const reduce = (out: Buffer, frame: Frame, amount: number, shieldsFrom: HullZone | null): StepResult<Frame> => {
    const used = use(out, frame);
    const total = current(out.state.attack!).damageTotal ?? 0;
    out.emit({ type: 'AttackDamageReduced', payload: { ship: head.ship, upgrade: head.card, amount: Math.min(amount, total), shieldsFrom } }, PUBLIC);
    return next(used);
  };

  /**
   * Wat Tambor, Rune Haako: what the card's own ship offers and what other
   * friendly ships at distance 1–`distance` offer, once the first pick on
   * another ship is made only that ship's (`key` tells which picks match);
   * asked one pick at a time until the owner stops.
   */
  const offerOwnAndOneFriend = (
    out: Buffer,
    frame: Frame,
    distance: number,
    own: readonly Choice[],
    friend: (y: GameShip) => readonly Choice[],
    locked: (c: Choice) => boolean,
    question: Text,
  ): StepResult<Frame> => {
    const holder = ship(out);
    if (holder.destroyed) return next(frame);
    const options = [...own, ...friendsWithin(out.state, holder, distance).flatMap(friend).filter(locked)];
    if (options.length === 0) return next(frame);
    return { kind: 'ask', prompt: ask(holder.owner, head.card, question, options, text('Keinen weiteren', 'No more')), frame };
  };

  /** Wat Tambor: zones with a shield, this ship's and one zone of one other friendly ship (the first one taken from), up to `max` shields. */
  const offerShields = (out: Buffer, op: Extract<UpgradeStep, { op: 'shields-for-repair-points' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    const taken = frame.vars.taken ?? [];
    if (taken.length >= op.max) return next(frame);
    const otherZone = taken.find((t) => !t.startsWith(`${holder.id}:`));
    const zones = (y: GameShip): Choice[] => HULL_ZONES.filter((z) => y.shields[z] > 0).map((zone) => ({ params: { ship: y.id, zone }, label: text(`${shipLabel(y).de}: ${zone}`, `${shipLabel(y).en}: ${zone}`) }));
    return offerOwnAndOneFriend(
      out,
      frame,
      op.distance,
      zones(holder),
      zones,
      (c) => otherZone === undefined || otherZone === `${c.params.ship}:${c.params.zone}`,
      text(`${def.name.en}: welches Schild entfernen, für ${op.pointsEach} Reparaturpunkte?`, `${def.name.en}: which shield to remove for ${op.pointsEach} engineering points?`),
    );
  };

  /**
   * Beast of Burden: first the ship's own tokens to spend (while fewer are
   * spent than friends' tokens wait to be readied), then, once the owner
   * stops, up to as many exhausted tokens of friends at distance 1–3.
   */
  const offerBurden = (out: Buffer, op: Extract<UpgradeStep, { op: 'spend-tokens-to-ready-friends' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    const waiting = friendsWithin(out.state, holder, op.distance).flatMap((y) =>
      y.defenseTokens.map((t, i) => ({ y, t, i })).filter(({ t }) => t.state === 'exhausted'),
    );
    const spent = frame.vars.spent ?? 0;
    if (holder.destroyed || waiting.length === 0) return next(frame);
    if (frame.vars.readied === undefined) {
      const own = holder.defenseTokens.map((t, i) => ({ t, i })).filter(({ t }) => t.state !== 'discarded');
      if (spent >= waiting.length || own.length === 0) return spent > 0 ? offerBurden(out, op, { ...frame, vars: { ...frame.vars, readied: 0 } }) : next(frame);
      return {
        kind: 'ask',
        prompt: ask(
          holder.owner,
          head.card,
          text(`${def.name.en}: welchen eigenen Verteidigungsmarker ausgeben?`, `${def.name.en}: which of this ship's defense tokens to spend?`),
          own.map(({ t, i }) => ({ params: { token: String(i) }, label: text(`${t.type} (${t.state === 'ready' ? 'spielbereit' : 'erschöpft'})`, `${t.type} (${t.state})`) })),
          spent > 0 ? text('Keinen weiteren ausgeben', 'Spend no more') : text('Karte nicht nutzen', 'Do not use the card'),
        ),
        frame,
      };
    }
    if (frame.vars.readied >= spent) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        holder.owner,
        head.card,
        text(`${def.name.en}: welchen erschöpften Verteidigungsmarker spielbereit machen?`, `${def.name.en}: which exhausted defense token to ready?`),
        waiting.map(({ y, t, i }) => ({ params: { ship: y.id, token: String(i) }, label: text(`${t.type} von ${shipLabel(y).de}`, `${shipLabel(y).en}'s ${t.type}`) })),
        text('Keinen weiteren', 'No more'),
      ),
      frame,
    };
  };

  /** Rune Haako: tokens of the card and of one other friendly ship (the first one picked) that this ship may gain. */
  const offerTrade = (out: Buffer, op: Extract<UpgradeStep, { op: 'trade-tokens' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    const fromCard = [...new Set(equipped(out).tokens)].filter((c) => canGain(holder, c)).map((command) => ({ params: { from: 'card', command }, label: text(`Marker „${COMMAND[command].de}“ der Karte`, `The card's ${COMMAND[command].en} token`) }));
    const fromShip = (y: GameShip): Choice[] => y.tokens.filter((c) => canGain(holder, c)).map((command) => ({ params: { from: y.id, command }, label: text(`Marker „${COMMAND[command].de}“ von ${shipLabel(y).de}`, `${shipLabel(y).en}'s ${COMMAND[command].en} token`) }));
    return offerOwnAndOneFriend(
      out,
      frame,
      op.distance,
      fromCard,
      fromShip,
      (c) => frame.vars.from === undefined || c.params.from === frame.vars.from,
      text(`${def.name.en}: welchen Marker ablegen, um einen desselben Typs zu erhalten?`, `${def.name.en}: which token to discard, gaining one of the same type?`),
    );
  };

  /** Hyperwave Signal Boost: unactivated friendly squadrons at close–long range, one at a time, up to the ship's squadron value. */
  const offerSquadrons = (out: Buffer, _op: Extract<UpgradeStep, { op: 'activate-squadrons-this-turn' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    const chosen = out.state.squadronTurn?.squadrons ?? [];
    if (!usable(out, frame) || out.state.turn !== holder.owner || out.state.squadronsThisTurn > 0 || chosen.length >= shipCardOf(holder).squadron) return next(frame);
    const squadrons = squadronsInCommandRange(out.state, holder, ['close', 'medium', 'long']).filter((q) => !chosen.includes(q.id));
    if (squadrons.length === 0) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        holder.owner,
        head.card,
        chosen.length === 0
          ? text(`${def.name.en}: erschöpfen, um in diesem Zug die gewählten Staffeln zu aktivieren? Welche Staffel zuerst?`, `${def.name.en}: exhaust to activate the chosen squadrons this turn? Which squadron first?`)
          : text(`${def.name.en}: welche Staffel wird außerdem in diesem Zug aktiviert?`, `${def.name.en}: which other squadron activates this turn?`),
        squadrons.map((q) => ({ params: { squadron: q.id }, label: text(`${squadronCardOf(q).name} (${q.id})`, `${squadronCardOf(q).name} (${q.id})`) })),
        chosen.length === 0 ? text('Karte nicht nutzen', 'Do not use the card') : text('Keine weitere Staffel', 'No more squadrons'),
        RULE.staffelphase,
      ),
      frame,
    };
  };

  /** Bail Organa: the types still on the card, not gained yet this time, not the one just revealed. */
  const offerDials = (out: Buffer, op: Extract<UpgradeStep, { op: 'gain-dial-from-card-tokens' }>, frame: Frame): StepResult<Frame> => {
    const a = out.state.activation;
    if (!a || a.revealed === null || ship(out).destroyed) return next(frame);
    const gained = a.extraDials ?? [];
    const commands = op.commands.filter((c) => c !== a.revealed && !gained.includes(c) && equipped(out).tokens.includes(c));
    if (commands.length === 0) return next(frame);
    const revealing = out.state.ships.find((y) => y.id === a.ship)!;
    return {
      kind: 'ask',
      prompt: ask(
        ship(out).owner,
        head.card,
        text(`${def.name.en}: welches Kommandorad erhält ${shipLabel(revealing).de} für einen Marker der Karte?`, `${def.name.en}: which command dial does ${shipLabel(revealing).en} gain for a token of the card?`),
        commands.map((c) => ({ params: { command: c }, label: COMMAND[c] })),
        text('Kein weiteres Rad', 'No more dials'),
      ),
      frame,
    };
  };

  /** The faceup card about to be dealt: the attack's first card, or for an obstacle or a mine the top of the deck. */
  const faceupCard = (out: Buffer, cause: FaceupCause): string | null =>
    cause === 'attack' ? (out.state.attack ? faceupCardToDeal(out.state.attack) : null) : (out.state.deck[0] ?? null);
  /** Outside an attack the effect deals the faceup card it held back (game.maneuver.ts); in an attack the attack deals it when it goes on. */
  const dealDeferred = (out: Buffer, cause: FaceupCause, frame: Frame): StepResult<Frame> => {
    if (cause !== 'attack') dealFaceupNow(out, head.ship, cause);
    return next(frame);
  };

  const handlers: StepHandlers<Buffer, Step, Frame> = {
    'give-card-tokens': {
      run: (out, op, frame) => giveCardTokens(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command: op.command } }, PUBLIC);
        out.emit({ type: 'CommandTokenGained', payload: { ship: a.params.ship, command: op.command, upgrade: head.card } }, PUBLIC);
        return giveCardTokens(out, op, used);
      },
    },
    'spend-tokens-to-ready-friends': {
      run: (out, op, frame) => offerBurden(out, op, frame),
      answer: (out, op, frame, a) => {
        const spent = frame.vars.spent ?? 0;
        if (a.kind === 'pass') return spent > 0 && frame.vars.readied === undefined ? offerBurden(out, op, { ...frame, vars: { ...frame.vars, readied: 0 } }) : next(frame);
        if (frame.vars.readied === undefined) {
          const used = use(out, frame);
          out.emit({ type: 'DefenseTokenSpentByCard', payload: { ship: head.ship, token: Number(a.params.token), upgrade: head.card } }, PUBLIC);
          return offerBurden(out, op, { ...used, vars: { ...used.vars, spent: spent + 1 } });
        }
        out.emit({ type: 'DefenseTokenReadiedByCard', payload: { ship: a.params.ship, token: Number(a.params.token), upgrade: head.card } }, PUBLIC);
        return offerBurden(out, op, { ...frame, vars: { ...frame.vars, readied: frame.vars.readied + 1 } });
      },
    },
    'shields-for-repair-points': {
      run: (out, op, frame) => offerShields(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        out.emit({ type: 'ShieldsTurnedIntoRepairPoints', payload: { ship: head.ship, from: a.params.ship, zone: a.params.zone as HullZone, points: op.pointsEach, upgrade: head.card } }, PUBLIC);
        const taken = [...(frame.vars.taken ?? []), `${a.params.ship}:${a.params.zone}`];
        return offerShields(out, op, { ...frame, vars: { ...frame.vars, taken } });
      },
    },
    'flip-crew-cards-and-discount': {
      run: (out, _op, frame) =>
        ship(out).destroyed
          ? next(frame)
          : {
              kind: 'ask',
              prompt: ask(ship(out).owner, head.card, text(`${def.name.en} erschöpfen?`, `Exhaust ${def.name.en}?`), [{ params: { use: 'yes' }, label: text('Ja', 'Yes') }], text('Nein', 'No')),
              frame,
            },
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        for (const card of ship(out).faceupDamage.filter((c) => damageCard(c)?.trait === 'crew'))
          out.emit({ type: 'DamageCardFlipped', payload: { ship: head.ship, card } }, PUBLIC);
        out.emit({ type: 'RepairDiscountGained', payload: { ship: head.ship, amount: op.discount, upgrade: head.card } }, PUBLIC);
        return next(used);
      },
    },
    'trade-tokens': {
      run: (out, op, frame) => offerTrade(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const command = a.params.command as CommandType;
        const from = a.params.from;
        if (from === 'card') out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command } }, PUBLIC);
        else out.emit({ type: 'CommandTokenLost', payload: { ship: from, command, upgrade: head.card } }, PUBLIC);
        out.emit({ type: 'CommandTokenGained', payload: { ship: head.ship, command, upgrade: head.card } }, PUBLIC);
        return offerTrade(out, op, from === 'card' ? frame : { ...frame, vars: { ...frame.vars, from } });
      },
    },
    'gain-dial-from-card-tokens': {
      run: (out, op, frame) => offerDials(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const command = a.params.command as CommandType;
        const revealing = out.state.activation!.ship;
        out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command } }, PUBLIC);
        out.emit({ type: 'ExtraCommandDialGained', payload: { ship: revealing, command, upgrade: head.card } }, PUBLIC);
        return offerDials(out, op, frame);
      },
    },
    'add-accuracy-die-for-friend-token': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const record = current(out.state.attack);
        const friends = cfTokenHolders(out.state, ship(out), record.defender, op.distance);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: Feuer-konzentrieren-Marker welchen Schiffs ablegen, um einen blauen Würfel mit Zielgenauigkeit hinzuzufügen?`, `${def.name.en}: whose concentrate-fire token to discard, adding a blue die showing an accuracy?`),
            friends.map((y) => ({ params: { ship: y.id }, label: shipLabel(y) })),
            text('Keinen Marker ablegen', 'Discard no token'),
            RULE.feuerKonzentrieren,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        out.emit({ type: 'CommandTokenLost', payload: { ship: a.params.ship, command: 'concentrate-fire', upgrade: head.card } }, PUBLIC);
        out.emit({ type: 'AttackDieAddedByCard', payload: { ship: head.ship, upgrade: head.card, color: 'blue', face: 'accuracy' } }, PUBLIC);
        return next(frame);
      },
    },
    'token-as-dial': {
      run: (out, op, frame) => {
        const a = out.state.activation;
        if (!usable(out, frame) || a?.ship !== head.ship || a.revealed === null) return next(frame);
        const commands = op.commands.filter((c) => c !== a.revealed && ship(out).tokens.includes(c) && !(a.extraDials ?? []).includes(c));
        if (commands.length === 0) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.de}: erschöpfen, um einen Kommandomarker wie ein Kommandorad dieses Typs abzuhandeln?`, `${def.name.en}: exhaust to resolve a command token as a command dial of its type?`),
            commands.map((c) => ({ params: { command: c }, label: COMMAND[c] })),
            text('Karte nicht nutzen', 'Do not use the card'),
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const command = a.params.command as CommandType;
        const used = use(out, frame);
        out.emit({ type: 'CommandTokenLost', payload: { ship: head.ship, command, upgrade: head.card } }, PUBLIC);
        out.emit({ type: 'ExtraCommandDialGained', payload: { ship: head.ship, command, upgrade: head.card } }, PUBLIC);
        return next(used);
      },
    },
    'give-revealed-token': {
      run: (out, op, frame) => {
        const revealed = out.state.activation?.ship === head.ship ? out.state.activation.revealed : null;
        if (!usable(out, frame) || revealed === null || !op.commands.includes(revealed)) return next(frame);
        const targets = friendsWithin(out.state, ship(out), op.distance).filter((y) => canGain(y, revealed));
        if (targets.length === 0) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: erschöpfen, damit ein Schiff einen Marker „${COMMAND[revealed].de}“ erhält?`, `${def.name.en}: exhaust so that a ship gains a ${COMMAND[revealed].en} token?`),
            targets.map((y) => ({ params: { ship: y.id }, label: shipLabel(y) })),
            text('Karte nicht nutzen', 'Do not use the card'),
          ),
          frame: { ...frame, vars: { ...frame.vars } },
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const revealed = out.state.activation!.revealed!;
        const used = use(out, frame);
        out.emit({ type: 'CommandTokenGained', payload: { ship: a.params.ship, command: revealed, upgrade: head.card } }, PUBLIC);
        return next(used);
      },
    },
    'activate-squadrons-this-turn': {
      run: (out, op, frame) => offerSquadrons(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        out.emit({ type: 'SquadronChosenForTurn', payload: { ship: head.ship, upgrade: head.card, squadron: a.params.squadron } }, PUBLIC);
        return offerSquadrons(out, op, used);
      },
    },
    'raid-enemies-from-card-token': {
      run: (out, _op, frame) => {
        const tokens = [...new Set(equipped(out).tokens)];
        if (ship(out).destroyed || tokens.length === 0) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: einen Marker der Karte ablegen, damit jedes feindliche Schiff einen Überfallmarker dieses Typs erhält?`, `${def.name.en}: discard a token from the card so that every enemy ship gains a raid token of that type?`),
            tokens.map((c) => ({ params: { command: c }, label: COMMAND[c] })),
            text('Keinen Marker ablegen', 'Discard no token'),
            RULE.ueberfallmarker,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const command = a.params.command as CommandType;
        out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command } }, PUBLIC);
        for (const y of out.state.ships.filter((v) => v.owner !== ship(out).owner && mayGainRaid(v, command)))
          out.emit({ type: 'RaidTokenGained', payload: { ship: y.id, command, upgrade: head.card } }, PUBLIC);
        return next(frame);
      },
    },
    'discard-faceup-damage-card': {
      run: (out, op, frame) => {
        const cause = head.cause ?? 'attack';
        const card = faceupCard(out, cause);
        if (card === null || ship(out).destroyed) return next(frame);
        if (!usable(out, frame) || damageCard(card)?.trait !== op.trait) return dealDeferred(out, cause, frame);
        const name = damageCard(card)!.name.en;
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: erschöpfen, um die offene Schadenskarte ${name} (Merkmal Schiff) unabgehandelt abzulegen?`, `${def.name.en}: exhaust to discard the faceup damage card ${name} (Ship trait) without resolving it?`),
            [{ params: { card }, label: text(`${name} ablegen (erschöpfen)`, `Discard ${name} (exhaust)`) }],
            text('Die Karte offen erhalten', 'Be dealt the card faceup'),
            RULE.schadenAnSchiffen,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        const cause = head.cause ?? 'attack';
        if (a.kind === 'pass') return dealDeferred(out, cause, frame);
        const used = use(out, frame);
        out.emit({ type: 'FaceupDamageCardDiscarded', payload: { ship: head.ship, upgrade: head.card, card: a.params.card, cause } }, PUBLIC);
        return next(used);
      },
    },
    'focus-hull-zone': {
      run: (out, _op, frame) => {
        if (!usable(out, frame) || out.state.activation?.ship !== head.ship) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: erschöpfen, um eine Hüllensektion mit dem Fokusmarker zu markieren?`, `${def.name.en}: exhaust to mark a hull zone with the focus token?`),
            HULL_ZONES.map((zone) => ({ params: { zone }, label: ZONE[zone] })),
            text('Karte nicht nutzen', 'Do not use the card'),
            RULE.fokusUndRadartaeuschungsmarker,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        out.emit({ type: 'FocusTokenPlaced', payload: { ship: head.ship, upgrade: head.card, zone: a.params.zone as HullZone } }, PUBLIC);
        return next(used);
      },
    },
    'focus-zone-dice': {
      run: (out, _op, frame) => {
        const attack = out.state.attack;
        const focus = equipped(out).focus;
        if (!attack || attack.status !== 'active' || focus === undefined) return next(frame);
        const record = current(attack);
        const attacker = attack.combatants[record.attacker];
        const defender = attack.combatants[record.defender];
        if (attacker.kind !== 'ship' || attacker.id !== head.ship || record.kind !== 'normal') return next(frame);
        if (attacker.zone === focus) {
          // From the focused zone, against a ship: a die of a colour in an adjacent zone's battery armament.
          if (defender.kind !== 'ship') return next(frame);
          const battery = shipCardOf(ship(out)).battery;
          const colours = DIE_COLORS.filter((c) => ADJACENT_ZONES[focus].some((z) => battery[z][c] > 0));
          if (colours.length === 0) return next(frame);
          return {
            kind: 'ask',
            prompt: ask(ship(out).owner, head.card, text(`${def.name.en}: einen Würfel zum Angriffspool hinzufügen?`, `${def.name.en}: add a die to the attack pool?`), colours.map((c) => ({ params: { color: c }, label: DIE_NAME[c] })), text('Keinen Würfel hinzufügen', 'Add no die'), RULE.fokusUndRadartaeuschungsmarker),
            frame: { ...frame, vars: { ...frame.vars, from: 'add' } },
          };
        }
        // From a zone adjacent to the focused one: 1 die leaves the pool, the owner choosing its colour.
        const colours = DIE_COLORS.filter((c) => record.pool[c] > 0);
        if (colours.length === 0) return next(frame);
        if (colours.length === 1) {
          out.emit({ type: 'AttackDieRemovedByCard', payload: { ship: head.ship, card: head.card, color: colours[0] } }, PUBLIC);
          return next(frame);
        }
        return {
          kind: 'ask',
          prompt: {
            kind: 'option',
            seat: ship(out).owner,
            question: text(`${def.name.en}: welcher Würfel verlässt vor dem Wurf den Pool?`, `${def.name.en}: which die leaves the pool before the roll?`),
            rule: RULE.fokusUndRadartaeuschungsmarker,
            source: head.card,
            choices: colours.map((c) => ({ params: { color: c }, label: DIE_NAME[c] })),
            // Not optional: the card takes the die.
            optional: false,
            secret: false,
          },
          frame: { ...frame, vars: { ...frame.vars, from: 'remove' } },
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const color = a.params.color as DieColor;
        if (frame.vars.from === 'add') out.emit({ type: 'AttackDieGatheredByCard', payload: { ship: head.ship, upgrade: head.card, color } }, PUBLIC);
        else out.emit({ type: 'AttackDieRemovedByCard', payload: { ship: head.ship, card: head.card, color } }, PUBLIC);
        return next(frame);
      },
    },
    'change-upgrade-bar': { run: (_out, _op, frame) => next(frame) },
    'grant-scout': { run: (_out, _op, frame) => next(frame) },
    'navigate-near-obstacle': { run: (_out, _op, frame) => next(frame) },
    'substitute-defense-token': { run: (_out, _op, frame) => next(frame) },
    'reduce-damage': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        if (!op.optional) return reduce(out, frame, op.amount, null);
        return {
          kind: 'ask',
          prompt: ask(ship(out).owner, head.card, text(`${def.name.en}: den Gesamtschaden um ${op.amount} verringern?`, `${def.name.en}: lower the total damage by ${op.amount}?`), [{ params: { use: 'yes' }, label: text('Ja', 'Yes') }], text('Nein', 'No')),
          frame,
        };
      },
      answer: (out, op, frame, a) => (a.kind === 'choice' ? reduce(out, frame, op.amount, null) : next(frame)),
    },
    'spend-shields-to-reduce-damage': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const most = Math.min(op.max, shieldsOf(out.state, ship(out))[op.zone], current(out.state.attack).damageTotal ?? 0);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: wie viele Schilde dieses Schiffs ausgeben, um den Schaden ebenso zu verringern?`, `${def.name.en}: how many of this ship's shields to spend, lowering the damage as much?`),
            Array.from({ length: most }, (_, i) => ({ params: { shields: String(i + 1) }, label: text(`${i + 1} Schild(e)`, `${i + 1} shield(s)`) })),
            text('Keine', 'None'),
          ),
          frame,
        };
      },
      answer: (out, op, frame, a) => (a.kind === 'choice' ? reduce(out, frame, Number(a.params.shields), op.zone) : next(frame)),
    },
    'critical-damage-adjacent-zones': {
      run: (out, op, frame) => {
        if (head.when === 'critical-effect') {
          // Once the attack is over: each hull zone adjacent to the defending one suffers 1 damage, its shield first, else a facedown card.
          const target = head.target!;
          for (const zone of ADJACENT_ZONES[target.zone]) {
            const x = out.state.ships.find((v) => v.id === target.ship)!;
            if (x.destroyed) break;
            const shield = x.shields[zone] > 0 ? 1 : 0;
            out.emit({ type: 'ZoneDamageSuffered', payload: { ship: x.id, zone, shieldsLost: shield, card: head.card } }, PUBLIC);
            if (shield === 0) dealFacedown(out, x.id, 'damage-card');
          }
          return next(frame);
        }
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`Kritischer Effekt von ${def.name.en} statt des normalen abhandeln?`, `Resolve ${def.name.en}'s critical effect instead of the standard one?`),
            [{ params: { use: 'yes' }, label: text(`${def.name.en} (erschöpfen)`, `${def.name.en} (exhaust)`) }],
            text('Nein (normaler kritischer Effekt oder keiner)', 'No (the standard critical effect or none)'),
            RULE.kritischeEffekte,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        const record = current(out.state.attack!);
        const defender = out.state.attack!.combatants[record.defender] as ShipCombatant;
        out.emit({ type: 'UpgradeCriticalResolved', payload: { ship: head.ship, upgrade: head.card, defender: defender.id, zone: defender.zone } }, PUBLIC);
        return next(used);
      },
    },
    'add-die-of-pool-colour': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const colours = coloursInPool(current(out.state.attack));
        const names: Record<DieColor, Text> = { red: text('rot', 'red'), blue: text('blau', 'blue'), black: text('schwarz', 'black') };
        return {
          kind: 'ask',
          prompt: ask(ship(out).owner, head.card, text(`${def.name.en}: erschöpfen und einen Würfel dieser Farbe hinzufügen?`, `${def.name.en}: exhaust and add a die of this colour?`), colours.map((c) => ({ params: { color: c }, label: names[c] })), text('Keinen Würfel hinzufügen', 'Add no die'), RULE.angriffswuerfel),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        if (!rng) throw new EngineInvariantError('armada: a die is rolled without the decision’s dice');
        const used = use(out, frame);
        const color = a.params.color as DieColor;
        out.emit({ type: 'AttackDieAddedByCard', payload: { ship: head.ship, upgrade: head.card, color, face: rng.roll(DICE[color]) } }, PUBLIC);
        return next(used);
      },
    },
    'swarm-reroll-against-ship': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const record = current(out.state.attack);
        const attacker = out.state.attack.combatants[record.attacker];
        return {
          kind: 'ask',
          prompt: ask(
            attacker.seat,
            head.card,
            text(`${def.name.en}: einen Würfel des Staffelangriffs auf das Schiff neu würfeln?`, `${def.name.en}: reroll one die of the squadron's attack on the ship?`),
            live(record.dice).map(({ die, index }) => ({ params: { die: String(index) }, label: text(`Würfel ${index + 1} (${die.color}, ${die.face})`, `Die ${index + 1} (${die.color}, ${die.face})`) })),
            text('Keinen Würfel neu würfeln', 'Reroll no die'),
            RULE.angriffswuerfel,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        if (!rng) throw new EngineInvariantError('armada: a die is rolled without the decision’s dice');
        const die = Number(a.params.die);
        const color = current(out.state.attack!).dice[die].color;
        out.emit({ type: 'AttackDieRerolledByCard', payload: { ship: head.ship, upgrade: head.card, die, face: rng.roll(DICE[color]) } }, PUBLIC);
        return next(frame);
      },
    },
    'turn-die-to-single-icon': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const record = current(out.state.attack);
        const choices = live(record.dice).flatMap(({ die, index }) =>
          SINGLE_ICON.filter((f) => f !== die.face && DICE[die.color].faces.includes(f)).map((face) => ({
            params: { die: String(index), face },
            label: text(`Würfel ${index + 1} (${die.color}, ${die.face}) → ${face}`, `Die ${index + 1} (${die.color}, ${die.face}) → ${face}`),
          })),
        );
        if (choices.length === 0) return next(frame);
        const attacker = out.state.attack.combatants[record.attacker];
        return {
          kind: 'ask',
          prompt: ask(attacker.seat, head.card, text(`${def.name.en}: einen Würfel auf eine Seite mit genau einem Symbol drehen?`, `${def.name.en}: turn one die to a face with exactly one icon?`), choices, text('Keinen Würfel drehen', 'Turn no die'), RULE.angriffswuerfel),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice') out.emit({ type: 'AttackDieTurned', payload: { ship: head.ship, upgrade: head.card, die: Number(a.params.die), face: a.params.face as DieFace } }, PUBLIC);
        return next(frame);
      },
    },
    'choose-starting-token': {
      run: (out, _op, frame) => {
        const choose = startingTokens([head.card])[0]?.choose;
        const placed = equipped(out).tokens.length;
        if (!choose || placed >= choose.count) return next(frame);
        const from = startingTokenChoices(choose, equipped(out).tokens);
        return {
          kind: 'ask',
          // Not optional: the card starts with all its tokens.
          prompt: {
            kind: 'option',
            seat: ship(out).owner,
            question: text(`${def.name.en}: welcher Marker kommt auf die Karte (${placed + 1} von ${choose.count})?`, `${def.name.en}: which token goes on the card (${placed + 1} of ${choose.count})?`),
            rule: RULE.aufwertungskartenMitMarkern,
            source: head.card,
            choices: from.map((c) => ({ params: { command: c }, label: COMMAND[c] })),
            optional: false,
            secret: false,
          },
          frame,
        };
      },
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') throw new EngineInvariantError('armada: a starting-token question cannot be passed');
        out.emit({ type: 'StartingTokenChosen', payload: { ship: head.ship, upgrade: head.card, command: a.params.command as CommandType } }, PUBLIC);
        return handlers['choose-starting-token'].run(out, op, frame) as StepResult<Frame>;
      },
    },
    'pay-ready-cost': {
      run: (out, _op, frame) => {
        const options = payments(ship(out), equipped(out));
        if (options.length === 0 || !equipped(out).exhausted) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en} spielbereit machen: welcher Marker bezahlt die Bereitschaftskosten?`, `Ready ${def.name.en}: which token pays its ready cost?`),
            options.map((o) => ({
              params: { from: o.from, command: o.command },
              label: o.from === 'ship' ? text(`Marker „${COMMAND[o.command].de}“ des Schiffs`, `The ship's ${COMMAND[o.command].en} token`) : text(`Marker „${COMMAND[o.command].de}“ auf der Karte`, `The ${COMMAND[o.command].en} token on the card`),
            })),
            text('Erschöpft lassen', 'Leave it exhausted'),
            RULE.aufwertungskartenSpielbereitMachen,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice')
          out.emit({ type: 'UpgradeReadied', payload: { ship: head.ship, upgrade: head.card, paid: a.params.command as CommandType, from: a.params.from as 'ship' | 'card' } }, PUBLIC);
        return next(frame);
      },
    },
  };

  // Every starter card's ready cost is one token (data/upgrades.data.ts); a larger cost would need one question per token.
  if (head.when === 'status-ready' && (def.readyCost?.count ?? 1) !== 1) throw new EngineInvariantError(`armada: ${def.id} costs more than one token to ready`);
  const steps: readonly Step[] = head.when === 'status-ready' ? [{ op: 'pay-ready-cost' }] : head.when === 'starting-tokens' ? [{ op: 'choose-starting-token' }] : (ability?.steps ?? []);
  const start: Frame = b.state.prompt ? (b.state.prompt.frame as Frame) : { card: head.card, step: 0, vars: { ship: head.ship, when: head.when }, then: 'continue' };
  const result = runProgram(b, steps, handlers, start, answer);
  if (result.kind === 'ask') b.emit({ type: 'EffectPrompted', payload: { prompt: result.prompt, frame: result.frame } }, PUBLIC);
  else b.emit({ type: 'EffectResolved', payload: { ship: head.ship, card: head.card, when: head.when } }, PUBLIC);
}
