import type { DecisionBuffer } from '../../core/decision.buffer.js';
import { runProgram, type EffectFrame, type StepHandlers, type StepResult } from '../../core/cards/effect.run.js';
import type { Prompt, PromptAnswer } from '../../core/prompts/prompt.types.js';
import { text, type Text } from '../../core/text.js';
import { onlySeats, PUBLIC, SERVER_ONLY, type Seat } from '../../core/visibility.view.js';
import { COMMAND_TYPES, HULL_ZONES, type CommandType, type DamageCondition, type DamageEffect, type DamageForbidden, type DamageRule, type DamageTiming, type DieColor, type HullZone } from '../catalog/catalog.types.js';
import { damageCard } from '../cards/damage.manifest.js';
import { RULE } from '../rules.cite.js';
import { current } from '../attack/attack.rules.js';
import type { ArmadaEvent, ArmadaState, EffectWhen, GameShip, PendingEffect } from './game.types.js';

/** What any model with damage cards shows: its faceup cards. */
interface Damaged {
  readonly faceupDamage: readonly string[];
}

/**
 * The rules of a ship's faceup damage cards that the game carries out
 * (cards whose module says `enforced`).
 */
export function activeRules(x: Damaged, when?: DamageTiming): DamageRule[] {
  return x.faceupDamage.flatMap((id) => {
    const card = damageCard(id);
    if (!card || card.enforcement !== 'enforced') return [];
    return card.effect.filter((r) => when === undefined || r.when === when);
  });
}

/** The faceup card that forbids this, if any (for the refusal's message). */
export function forbiddingCard(x: Damaged, action: DamageForbidden, role?: 'attacker' | 'defender', holds: (c: DamageCondition) => boolean = () => true): string | null {
  for (const id of x.faceupDamage) {
    const card = damageCard(id);
    if (!card || card.enforcement !== 'enforced') continue;
    const hit = card.effect.some(
      (r) => r.effect.kind === 'forbid' && r.effect.action === action && (r.as === undefined || role === undefined || r.as === role) && (r.effect.condition === undefined || holds(r.effect.condition)),
    );
    if (hit) return card.id;
  }
  return null;
}

export function forbidden(x: Damaged, action: DamageForbidden, role?: 'attacker' | 'defender', holds?: (c: DamageCondition) => boolean): boolean {
  return forbiddingCard(x, action, role, holds) !== null;
}

/** Power Failure halves the engineering value once per card, rounding down. */
export function engineeringValue(x: Damaged, printed: number): number {
  const halvings = activeRules(x).filter((r) => r.effect.kind === 'halve-engineering-value').length;
  let v = printed;
  for (let i = 0; i < halvings; i++) v = Math.floor(v / 2);
  return v;
}

/** Coolant Discharge: attacks this ship may make in one round. */
export function attacksPerRound(x: Damaged): number {
  return activeRules(x, 'declare-target').some((r) => r.effect.kind === 'limit-ship-attacks-per-round') ? 1 : 2;
}

/** Damaged Controls: an overlap while moving deals one more facedown card. */
export function extraCardOnOverlap(x: Damaged): boolean {
  return activeRules(x, 'move-ship').some((r) => r.effect.kind === 'deal-facedown-damage-card');
}

/**
 * Thrust-Control Malfunction: at the speed the ship moves at, the last
 * joint the chart lets turn (I or II) allows one click less; a navigate
 * dial's extra click may give it back. True if the course is allowed.
 */
export function yawAllowed(x: Damaged, chart: readonly number[], course: readonly number[], navigateDial: boolean): boolean {
  if (!activeRules(x, 'determine-course').some((r) => r.effect.kind === 'reduce-yaw-of-last-adjustable-joint')) return true;
  const limits = [...chart];
  for (let j = limits.length - 1; j >= 0; j--)
    if (limits[j] >= 1) {
      limits[j] -= 1;
      break;
    }
  const over = course.map((c, j) => Math.abs(c) - (limits[j] ?? 0)).filter((o) => o > 0);
  return over.length === 0 || (navigateDial && over.length === 1 && over[0] === 1);
}

/** The effects a trigger starts for one ship: one per faceup card with a rule for that moment. */
export function triggered(x: GameShip, when: EffectWhen): PendingEffect[] {
  const out: PendingEffect[] = [];
  for (const id of new Set(x.faceupDamage)) if (program(id, when).length > 0) out.push({ ship: x.id, card: id, when });
  return out;
}

/** The steps of a card's effect for one moment, in its vocabulary: what `runProgram` walks. */
type Step = { readonly op: DamageEffect['kind']; readonly effect: DamageEffect } | { readonly op: 'flip-facedown' } | { readonly op: 'debris-field' } | { readonly op: 'station' };

export function program(cardId: string, when: EffectWhen): Step[] {
  // Seed "HINDERNISSE": a debris field or the station the ship ended on.
  if (when === 'obstacle') return cardId === 'obstacle:debris' ? [{ op: 'debris-field' }] : cardId === 'obstacle:station' ? [{ op: 'station' }] : [];
  const card = damageCard(cardId);
  if (!card || card.enforcement !== 'enforced') return [];
  const steps: Step[] = card.effect.filter((r) => r.when === when).map((r) => ({ op: r.effect.kind, effect: r.effect }));
  if (when === 'dealt-faceup' && card.persistence === 'flips-facedown') steps.push({ op: 'flip-facedown' });
  return steps;
}

interface Frame extends EffectFrame {
  readonly vars: { readonly ship: string; readonly when: EffectWhen; readonly sub?: DamageEffect['kind']; readonly chosen?: readonly string[] };
}

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;
type Deal = (b: Buffer, ship: string, cause: 'damage-card') => void;

const ZONE: Record<HullZone, Text> = { front: text('Bug', 'front'), right: text('rechts', 'right'), rear: text('Heck', 'rear'), left: text('links', 'left') };
const COMMAND: Record<CommandType, Text> = {
  navigate: text('Navigieren', 'navigate'),
  squadron: text('Staffel', 'squadron'),
  repair: text('Reparieren', 'repair'),
  'concentrate-fire': text('Feuer konzentrieren', 'concentrate fire'),
};
const OPTION: Partial<Record<DamageEffect['kind'], Text>> = {
  'reduce-speed': text('Schub um 1 verringern', 'Reduce speed by 1'),
  'set-top-command-dial': text('Oberstes Kommandorad neu einstellen', 'Set a new command on the top dial'),
  'suffer-damage': text('1 Schaden erleiden', 'Suffer 1 damage'),
  'discard-command-dial-unrevealed': text('Das Kommandorad ungesehen ablegen', 'Discard the dial unrevealed'),
};

function ask(seat: Seat, card: string, question: Text, choices: Prompt['choices'], optional = false): Prompt {
  return { kind: 'option', seat, question, rule: card.startsWith('obstacle:') ? RULE.hindernisse : RULE.schadenAnSchiffen, source: card, choices, optional, ...(optional ? { passLabel: text('Keine weitere', 'No more') } : {}), secret: false };
}

/**
 * Runs the head of the effect queue (or answers its open prompt) on the core
 * interpreter: the card's rules for that moment are its program, one
 * handler per kind of effect, a prompt where the card lets a player choose.
 */
export function runEffect(b: Buffer, deal: Deal, answer?: PromptAnswer): void {
  const head = b.state.effects[0];
  const ship = (out: Buffer, frame: Frame) => out.state.ships.find((x) => x.id === frame.vars.ship)!;
  const alive = (out: Buffer, frame: Frame) => !ship(out, frame).destroyed;
  const owner = (out: Buffer, frame: Frame) => ship(out, frame).owner;
  const opponent = (out: Buffer, frame: Frame): Seat => (owner(out, frame) === 0 ? 1 : 0);
  const next = (frame?: Frame): StepResult<Frame> => ({ kind: 'next', ...(frame ? { frame } : {}) });
  const none: StepHandlers<Buffer, Step, Frame>[keyof StepHandlers<Buffer, Step, Frame>] = { run: () => next() };

  /** One damage to a hull zone the owner picks: its shield first, else a facedown card. */
  const sufferIn = (out: Buffer, frame: Frame, zone: HullZone) => {
    const x = ship(out, frame);
    const shield = x.shields[zone] > 0 ? 1 : 0;
    out.emit({ type: 'ZoneDamageSuffered', payload: { ship: x.id, zone, shieldsLost: shield, card: frame.card } }, PUBLIC);
    if (shield === 0) deal(out, x.id, 'damage-card');
  };
  const askZone = (out: Buffer, frame: Frame): StepResult<Frame> => ({
    kind: 'ask',
    prompt: ask(owner(out, frame), frame.card, text('Welche Hüllensektion erleidet den Schaden?', 'Which hull zone suffers the damage?'), HULL_ZONES.map((z) => ({ params: { zone: z }, label: ZONE[z] }))),
    frame: { ...frame, vars: { ...frame.vars, sub: 'suffer-damage' } },
  });
  /** Carries out one option of a choice; may ask again (a zone, a command). */
  const perform = (out: Buffer, frame: Frame, kind: DamageEffect['kind']): StepResult<Frame> => {
    const x = ship(out, frame);
    switch (kind) {
      case 'reduce-speed':
        out.emit({ type: 'SpeedReduced', payload: { ship: x.id, speed: Math.max(0, x.speed - 1), card: frame.card } }, PUBLIC);
        return next();
      case 'set-top-command-dial':
        return {
          kind: 'ask',
          prompt: ask(opponent(out, frame), frame.card, text('Welches Kommando zeigt das oberste Kommandorad nun?', 'Which command does the top dial show now?'), COMMAND_TYPES.map((c) => ({ params: { command: c }, label: COMMAND[c] }))),
          frame: { ...frame, vars: { ...frame.vars, sub: 'set-top-command-dial' } },
        };
      case 'suffer-damage':
        return askZone(out, frame);
      case 'discard-command-dial-unrevealed':
        out.emit({ type: 'CommandDialDiscarded', payload: { ship: x.id, card: frame.card } }, PUBLIC);
        return next();
      default:
        return next();
    }
  };
  const available = (out: Buffer, frame: Frame, kind: DamageEffect['kind']): boolean => {
    const x = ship(out, frame);
    if (kind === 'reduce-speed') return x.speed > 0;
    if (kind === 'set-top-command-dial' || kind === 'discard-command-dial-unrevealed') return x.dials.length > 0;
    return true;
  };
  const routed = (out: Buffer, frame: Frame, a: PromptAnswer): StepResult<Frame> => {
    if (a.kind === 'pass') return next();
    if (frame.vars.sub === 'suffer-damage') {
      sufferIn(out, frame, a.params.zone as HullZone);
      return next();
    }
    if (frame.vars.sub === 'set-top-command-dial') {
      const x = ship(out, frame);
      // The opponent sets the dial: both players know it, nobody else.
      out.emit({ type: 'CommandDialChanged', payload: { ship: x.id, command: a.params.command as CommandType, card: frame.card } }, onlySeats(0, 1), { ship: x.id, card: frame.card });
      return next();
    }
    return next();
  };

  const handlers: StepHandlers<Buffer, Step, Frame> = {
    forbid: none,
    'limit-ship-attacks-per-round': none,
    'halve-engineering-value': none,
    'reduce-yaw-of-last-adjustable-joint': none,
    'choose-one': {
      run: (out, op, frame) => {
        if (!alive(out, frame)) return next();
        const effect = (op as { effect: Extract<DamageEffect, { kind: 'choose-one' }> }).effect;
        const options = effect.options.filter((o) => available(out, frame, o.kind));
        if (options.length === 0) return next();
        if (options.length === 1) return perform(out, frame, options[0].kind);
        const chooser = effect.chooser === 'owner' ? owner(out, frame) : opponent(out, frame);
        return {
          kind: 'ask',
          prompt: ask(chooser, frame.card, text('Welche Wirkung der Schadenskarte?', 'Which effect of the damage card?'), options.map((o) => ({ params: { effect: o.kind }, label: OPTION[o.kind] ?? text(o.kind, o.kind) }))),
          frame: { ...frame, vars: { ...frame.vars, sub: 'choose-one' } },
        };
      },
      answer: (out, _op, frame, a) => (frame.vars.sub === 'choose-one' && a.kind === 'choice' ? perform(out, frame, a.params.effect as DamageEffect['kind']) : routed(out, frame, a)),
    },
    'suffer-damage': {
      run: (out, op, frame) => {
        if (!alive(out, frame)) return next();
        const cond = (op as { effect: Extract<DamageEffect, { kind: 'suffer-damage' }> }).effect.condition;
        if (cond === 'speed-dial-above-1' && ship(out, frame).speed <= 1) return next();
        return askZone(out, frame);
      },
      answer: (out, _op, frame, a) => routed(out, frame, a),
    },
    'reduce-speed': { run: (out, _op, frame) => (alive(out, frame) ? perform(out, frame, 'reduce-speed') : next()) },
    'set-top-command-dial': { run: (out, _op, frame) => (alive(out, frame) && ship(out, frame).dials.length > 0 ? perform(out, frame, 'set-top-command-dial') : next()), answer: (out, _op, frame, a) => routed(out, frame, a) },
    'discard-command-dial-unrevealed': { run: (out, _op, frame) => (alive(out, frame) ? perform(out, frame, 'discard-command-dial-unrevealed') : next()) },
    'deal-facedown-damage-card': { run: (out, _op, frame) => (alive(out, frame) && deal(out, frame.vars.ship, 'damage-card'), next()) },
    'discard-all-command-tokens': {
      run: (out, _op, frame) => (alive(out, frame) && out.emit({ type: 'CommandTokensDiscarded', payload: { ship: frame.vars.ship, card: frame.card } }, PUBLIC), next()),
    },
    'remove-attack-die': {
      run: (out, op, frame) => {
        const attack = out.state.attack;
        const cond = (op as { effect: Extract<DamageEffect, { kind: 'remove-attack-die' }> }).effect.condition;
        if (!attack || attack.status !== 'active') return next();
        const defender = attack.combatants[current(attack).defender];
        if ((cond === 'defender-is-ship') !== (defender.kind === 'ship')) return next();
        const pool = current(attack).pool;
        const colours = (['red', 'blue', 'black'] as const).filter((c) => pool[c] > 0);
        if (colours.length === 0) return next();
        if (colours.length === 1) {
          out.emit({ type: 'AttackDieRemovedByCard', payload: { ship: frame.vars.ship, card: frame.card, color: colours[0] } }, PUBLIC);
          return next();
        }
        const names: Record<DieColor, Text> = { red: text('rot', 'red'), blue: text('blau', 'blue'), black: text('schwarz', 'black') };
        return {
          kind: 'ask',
          prompt: ask(owner(out, frame), frame.card, text('Welchen Würfel vor dem Wurf aus dem Pool nehmen?', 'Which die leaves the pool before rolling?'), colours.map((c) => ({ params: { color: c }, label: names[c] }))),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice') out.emit({ type: 'AttackDieRemovedByCard', payload: { ship: frame.vars.ship, card: frame.card, color: a.params.color as DieColor } }, PUBLIC);
        return next();
      },
    },
    'discard-defense-token': {
      run: (out, _op, frame) => {
        if (!alive(out, frame)) return next();
        const tokens = ship(out, frame).defenseTokens.map((t, i) => ({ t, i })).filter(({ t }) => t.state !== 'discarded');
        if (tokens.length === 0) return next();
        return {
          kind: 'ask',
          prompt: ask(owner(out, frame), frame.card, text('Welchen Verteidigungsmarker ablegen?', 'Which defense token is discarded?'), tokens.map(({ t, i }) => ({ params: { token: String(i) }, label: text(`${t.type} (${i + 1})`, `${t.type} (${i + 1})`) }))),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice') out.emit({ type: 'DefenseTokenDiscarded', payload: { ship: frame.vars.ship, token: Number(a.params.token), card: frame.card } }, PUBLIC);
        return next();
      },
    },
    'lose-all-shields-of-strongest-zone': {
      run: (out, _op, frame) => {
        if (!alive(out, frame)) return next();
        const x = ship(out, frame);
        const most = Math.max(...HULL_ZONES.map((z) => x.shields[z]));
        if (most === 0) return next();
        const tied = HULL_ZONES.filter((z) => x.shields[z] === most);
        if (tied.length === 1) {
          out.emit({ type: 'ShieldsLostByCard', payload: { ship: x.id, zone: tied[0], amount: most, card: frame.card } }, PUBLIC);
          return next();
        }
        return { kind: 'ask', prompt: ask(x.owner, frame.card, text('Welche der gleich starken Sektionen verliert ihre Schilde?', 'Which of the tied zones loses its shields?'), tied.map((z) => ({ params: { zone: z }, label: ZONE[z] }))), frame };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice') {
          const zone = a.params.zone as HullZone;
          out.emit({ type: 'ShieldsLostByCard', payload: { ship: frame.vars.ship, zone, amount: ship(out, frame).shields[zone], card: frame.card } }, PUBLIC);
        }
        return next();
      },
    },
    'lose-shields': {
      run: (out, _op, frame) => askShields(out, frame),
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next();
        const zone = a.params.zone as HullZone;
        out.emit({ type: 'ShieldsLostByCard', payload: { ship: frame.vars.ship, zone, amount: 1, card: frame.card } }, PUBLIC);
        return askShields(out, { ...frame, vars: { ...frame.vars, chosen: [...(frame.vars.chosen ?? []), zone] } });
      },
    },
    'debris-field': {
      run: (out, _op, frame) =>
        alive(out, frame)
          ? {
              kind: 'ask',
              prompt: ask(owner(out, frame), frame.card, text('Welche Hüllensektion nimmt die 2 Schaden des Trümmerfelds?', 'Which hull zone takes the debris field’s 2 damage?'), HULL_ZONES.map((z) => ({ params: { zone: z }, label: ZONE[z] }))),
              frame,
            }
          : next(),
      answer: (out, _op, frame, a) => {
        if (a.kind !== 'choice') return next();
        const zone = a.params.zone as HullZone;
        const shields = Math.min(2, ship(out, frame).shields[zone]);
        out.emit({ type: 'ZoneDamageSuffered', payload: { ship: frame.vars.ship, zone, shieldsLost: shields, card: frame.card } }, PUBLIC);
        for (let k = shields; k < 2 && alive(out, frame); k++) deal(out, frame.vars.ship, 'damage-card');
        return next();
      },
    },
    station: {
      run: (out, _op, frame) => {
        if (!alive(out, frame)) return next();
        const x = ship(out, frame);
        const choices = [
          ...x.faceupDamage.map((c, i) => ({ params: { faceup: 'true', index: String(i) }, label: text(`Offene Karte ${c} ablegen`, `Discard faceup card ${c}`) })),
          ...x.facedownDamage.map((_, i) => ({ params: { faceup: 'false', index: String(i) }, label: text(`Verdeckte Karte ${i + 1} ablegen`, `Discard facedown card ${i + 1}`) })),
        ];
        if (choices.length === 0) return next();
        return { kind: 'ask', prompt: ask(x.owner, frame.card, text('Die Raumstation: eine Schadenskarte ablegen?', 'The station: discard a damage card?'), choices, true), frame };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind !== 'choice') return next();
        const x = ship(out, frame);
        const faceup = a.params.faceup === 'true';
        const index = Number(a.params.index);
        const card = faceup ? x.faceupDamage[index] : x.facedownDamage[index];
        const e = { type: 'DamageCardRepairedAtStation' as const, payload: { ship: x.id, faceup, index, card } };
        // A facedown card leaves unseen.
        if (faceup) out.emit(e, PUBLIC);
        else out.emit(e, SERVER_ONLY, { ship: x.id, faceup: false, index });
        return next();
      },
    },
    'flip-facedown': {
      run: (out, _op, frame) => {
        const still = ship(out, frame);
        if (!still.destroyed && still.faceupDamage.includes(frame.card)) out.emit({ type: 'DamageCardFlipped', payload: { ship: frame.vars.ship, card: frame.card } }, PUBLIC);
        return next();
      },
    },
  };

  /** Shield Failure: the opponent picks up to 2 different zones with shields, one at a time. */
  function askShields(out: Buffer, frame: Frame): StepResult<Frame> {
    if (!alive(out, frame)) return next(frame);
    const chosen = frame.vars.chosen ?? [];
    const zones = HULL_ZONES.filter((z) => !chosen.includes(z) && ship(out, frame).shields[z] > 0);
    if (chosen.length >= 2 || zones.length === 0) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(opponent(out, frame), frame.card, text('Welche Hüllensektion verliert 1 Schild?', 'Which hull zone loses 1 shield?'), zones.map((z) => ({ params: { zone: z }, label: ZONE[z] })), true),
      frame,
    };
  }

  const steps = program(head.card, head.when);
  const start: Frame = b.state.prompt ? (b.state.prompt.frame as Frame) : { card: head.card, step: 0, vars: { ship: head.ship, when: head.when }, then: 'continue' };
  const result = runProgram(b, steps, handlers, start, answer);
  if (result.kind === 'ask') b.emit({ type: 'EffectPrompted', payload: { prompt: result.prompt, frame: result.frame } }, PUBLIC);
  else b.emit({ type: 'EffectResolved', payload: { ship: head.ship, card: head.card, when: head.when } }, PUBLIC);
}
