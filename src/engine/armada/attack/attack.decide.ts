import { canonicalJson } from '../../core/action-id.hash.js';
import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { PUBLIC, SERVER_ONLY, type Seat } from '../../core/visibility.view.js';
import { DICE } from '../data/dice.data.js';
import { RULE } from '../rules.cite.js';
import { evolveAttack } from './attack.evolve.js';
import { decidingSeat, legalAttackActions, maxRedirect } from './attack.legal.js';
import {
  anyTokenSpendable,
  attackerIsLarger,
  attackerOf,
  coloursInPool,
  current,
  damageBeforeBrace,
  defenderOf,
  followUp,
  live,
  redirectZones,
  shipCard,
  shipDamageCards,
  substituteBlock,
  substituteFor,
  tokenBlock,
} from './attack.rules.js';
import type { AttackAction, AttackEvent, AttackState, ShipCombatant } from './attack.types.js';

type Out = Emitted<AttackEvent>[];

const pub = (event: AttackEvent): Emitted<AttackEvent> => ({ event, visibility: PUBLIC });

/**
 * Decides one attack action: the events it causes, or why it is refused.
 * Dice are drawn only from `rng`; the events record every face, so
 * `evolveAttack` never needs it. Steps nobody decides (counting damage,
 * suffering it, ending the attack) follow automatically in the same batch.
 */
export function decideAttack(state: AttackState, seat: Seat, action: AttackAction, rng: Rng): Out | RuleViolation {
  const refused = refusal(state, seat, action);
  if (refused) return refused;
  const events = eventsFor(state, action, rng);
  let s = state;
  for (const e of events) s = evolveAttack(s, e.event);
  return [...events, ...advance(s)];
}

function eventsFor(state: AttackState, action: AttackAction, rng: Rng): Out {
  const a = current(state);
  switch (action.type) {
    case 'RemoveObstructedDie':
      return [pub({ type: 'ObstructedDieRemoved', payload: { color: action.color } })];
    case 'RollAttackDice': {
      const dice = (['red', 'blue', 'black'] as const).flatMap((color) => Array.from({ length: a.pool[color] }, () => ({ color, face: rng.roll(DICE[color]) })));
      return [pub({ type: 'AttackDiceRolled', payload: { dice } })];
    }
    case 'SpendConcentrateFireDial':
      return [pub({ type: 'ConcentrateFireDialSpent', payload: { color: action.color, face: rng.roll(DICE[action.color]) } })];
    case 'SpendConcentrateFireToken':
      return [pub({ type: 'ConcentrateFireTokenSpent', payload: { die: action.die, face: rng.roll(DICE[a.dice[action.die].color]) } })];
    case 'RerollWithSwarm':
      return [pub({ type: 'SwarmRerolled', payload: { die: action.die, face: rng.roll(DICE[a.dice[action.die].color]) } })];
    case 'AddAntiSquadronDie':
      return [pub({ type: 'AntiSquadronDieAdded', payload: { color: action.color, face: rng.roll(DICE[action.color]) } })];
    case 'SpendAccuracy':
      return [pub({ type: 'AccuracySpent', payload: { die: action.die, token: action.token } })];
    case 'FinishAttackEffects':
      return [pub({ type: 'AttackEffectsResolved', payload: {} })];
    case 'SpendDefenseToken':
      return [pub({ type: 'DefenseTokenSpent', payload: tokenEffect(state, action, rng) })];
    case 'FinishDefenseTokens':
      return [pub({ type: 'DefenseTokensDone', payload: {} })];
    case 'ResolveStandardCritical':
      return [pub({ type: 'CriticalEffectResolved', payload: { effect: 'standard' } })];
    case 'SkipCritical':
      return [pub({ type: 'CriticalEffectSkipped', payload: {} })];
    case 'RedirectDamage':
      return [pub({ type: 'DamageRedirected', payload: { zone: a.redirectZone as NonNullable<typeof a.redirectZone>, amount: action.amount } })];
    case 'PerformSalvo':
    case 'PerformCounter': {
      const f = followUp(state) as NonNullable<ReturnType<typeof followUp>>;
      return [pub({ type: 'FollowUpAttackDeclared', payload: { kind: f.kind, pool: f.pool } })];
    }
    case 'DeclineFollowUp':
      return [pub({ type: 'FollowUpDeclined', payload: {} })];
  }
}

/** Seed "VERTEIDIGUNGSMARKER": what spending one token does. */
function tokenEffect(state: AttackState, action: AttackAction & { type: 'SpendDefenseToken' }, rng: Rng): Extract<AttackEvent, { type: 'DefenseTokenSpent' }>['payload'] {
  const a = current(state);
  const token = defenderOf(state).defenseTokens[action.token];
  const chosen = action.dice ?? [];
  // Spent through a card (Sa Nalaor, Reactive Gunnery), the token resolves the card's effect instead of its own.
  const effect = action.as ?? token.type;
  const card = action.as ? substituteFor(defenderOf(state), action.as)?.card : undefined;
  // An evade on a second die, and any token spent while exhausted, is discarded.
  const to = token.state === 'exhausted' || (effect === 'evade' && chosen.length === 2) ? 'discarded' : 'exhausted';
  const base = { token: action.token, tokenType: token.type, to, ...(action.as && card ? { as: action.as, card } : {}) } as const;
  switch (effect) {
    case 'redirect':
      return { ...base, zone: action.zone };
    case 'evade':
      return a.range === 'long'
        ? { ...base, cancelled: chosen }
        : { ...base, rerolled: chosen.map((die) => ({ die, face: rng.roll(DICE[a.dice[die].color]) })) };
    case 'scatter':
      return { ...base, cancelled: live(a.dice).map((d) => d.index) };
    case 'brace':
    case 'contain':
    case 'salvo':
      return base;
  }
}

/** The steps nobody decides, run until someone must decide or the attack is over. */
function advance(start: AttackState): Out {
  return resumeAttack(start);
}

/** Goes on with an attack resting at a step nobody decides (the game's cards acted before its damage was suffered). */
export function resumeAttack(start: AttackState): Out {
  const out: Out = [];
  let s = start;
  for (;;) {
    if (s.status !== 'active') return out;
    const a = current(s);
    let next: Out | null = null;
    if (a.step === 'defense' && !anyTokenSpendable(s)) next = [pub({ type: 'DefenseTokensDone', payload: {} })];
    else if (a.step === 'damage') {
      // Seed "VERTEIDIGUNGSMARKER", Stabilisieren: halve the total, rounding up.
      const before = damageBeforeBrace(s);
      next = [pub({ type: 'DamageTotalled', payload: { total: a.braced ? Math.ceil(before / 2) : before, beforeBrace: before } })];
    } else if (a.step === 'resolve') next = sufferDamage(s);
    else if ((a.step === 'followUp' && followUp(s) === null) || a.step === 'ended') next = [pub({ type: 'AttackEnded', payload: {} })];
    if (!next) return out;
    for (const e of next) {
      s = evolveAttack(s, e.event);
      out.push(e);
    }
  }
}

/**
 * Seed "SCHADEN AN SCHIFFEN": one point at a time, redirected shields first,
 * then the defending zone's shields, then damage cards (the first faceup if
 * a critical effect was resolved); destroyed at hull many cards. Seed
 * "Schaden an Staffeln": squadrons lose hull points, destroyed at 0.
 */
function sufferDamage(state: AttackState): Out {
  const a = current(state);
  const defender = defenderOf(state);
  const total = a.damageTotal ?? 0;
  const out: Out = [];
  if (defender.kind === 'squadron') {
    if (total > 0) {
      const remaining = Math.max(0, defender.hull - total);
      out.push(pub({ type: 'SquadronHullLost', payload: { squadron: defender.id, amount: defender.hull - remaining, remaining } }));
      if (remaining === 0) out.push(pub({ type: 'SquadronDestroyed', payload: { squadron: defender.id } }));
    }
  } else {
    const redirected = a.redirected ?? 0;
    if (redirected > 0 && a.redirectZone) out.push(pub({ type: 'ShieldsLost', payload: { ship: defender.id, zone: a.redirectZone, amount: redirected } }));
    const { shields, cards: dealt } = damageSplit(state);
    if (shields > 0) out.push(pub({ type: 'ShieldsLost', payload: { ship: defender.id, zone: defender.zone, amount: shields } }));
    const hull = shipCard(defender).hull;
    let cards = shipDamageCards(defender);
    let drawn = 0;
    for (let k = 0; k < dealt && cards < hull; k++) {
      // An upgrade card discarded the card this point would have dealt faceup (Tide of Progress XII): nothing replaces it.
      if (k === 0 && a.faceupDiscarded) continue;
      const card = state.deck[drawn++] ?? null;
      const faceup = k === 0 && a.criticalResolved;
      const event: AttackEvent = { type: 'DamageCardDealt', payload: { ship: defender.id, card, faceup } };
      // A facedown card stays secret from everybody: only the server knows which it is.
      out.push(faceup ? pub(event) : { event, visibility: SERVER_ONLY, redacted: { ship: defender.id, faceup: false } });
      cards++;
      if (cards >= hull) out.push(pub({ type: 'ShipDestroyed', payload: { ship: defender.id } }));
    }
  }
  out.push(pub({ type: 'DamageResolved', payload: {} }));
  return out;
}

/** Seed "SCHADEN AN SCHIFFEN": of the total, what the defending zone's shields take and how many damage cards follow (after a redirect). */
function damageSplit(state: AttackState): { shields: number; cards: number } {
  const a = current(state);
  const defender = defenderOf(state) as ShipCombatant;
  const left = (a.damageTotal ?? 0) - (a.redirected ?? 0);
  const shields = Math.min(left, defender.shields[defender.zone]);
  return { shields, cards: left - shields };
}

/**
 * The card the attack's first damage card would be, dealt faceup (a
 * critical effect was resolved), once the damage is about to be suffered;
 * null if no card would be dealt faceup. The game asks the defender's cards
 * acting before a faceup card is dealt (Tide of Progress XII).
 */
export function faceupCardToDeal(state: AttackState): string | null {
  if (state.status !== 'active') return null;
  const a = current(state);
  const defender = defenderOf(state);
  if (defender.kind !== 'ship' || a.step !== 'resolve' || !a.criticalResolved || a.faceupDiscarded) return null;
  if (damageSplit(state).cards <= 0 || shipDamageCards(defender) >= shipCard(defender).hull) return null;
  return state.deck[0] ?? null;
}

const refuse = (code: string, messages: Text, rule: string = RULE.angreifen): RuleViolation => ruleViolation(code, messages, rule);

/** Why an action is not allowed now, with the seed section it rests on; null if it is. */
function refusal(state: AttackState, seat: Seat, action: AttackAction): RuleViolation | null {
  if (state.status !== 'active') return refuse('NO_ATTACK_IN_PROGRESS', text('Es läuft kein Angriff.', 'No attack is in progress.'));
  if (decidingSeat(state) !== seat) return refuse('NOT_YOUR_DECISION', text('Jetzt entscheidet die andere Seite.', 'The other side decides now.'));
  const legal = legalAttackActions(state, seat);
  const key = canonicalJson(action);
  if (legal.some((l) => canonicalJson(l) === key)) return null;
  return explain(state, action) ?? refuse('ACTION_NOT_ALLOWED_NOW', text('Diese Handlung ist in diesem Schritt des Angriffs nicht möglich.', 'That action is not possible at this step of the attack.'));
}

/** A specific reason for the common refusals. */
function explain(state: AttackState, action: AttackAction): RuleViolation | null {
  const a = current(state);
  const attacker = attackerOf(state);
  switch (action.type) {
    case 'SpendConcentrateFireDial':
      if (attacker.kind !== 'ship' || !attacker.concentrateFireDial || a.concentrateFireDialUsed || a.kind !== 'normal')
        return refuse('NO_CONCENTRATE_FIRE_DIAL', text('Kein Feuer-konzentrieren-Kommandorad verfügbar.', 'No concentrate-fire dial to spend.'), RULE.feuerKonzentrieren);
      if (!coloursInPool(a).includes(action.color))
        return refuse(
          'CONCENTRATE_FIRE_COLOUR_NOT_ROLLED',
          text('Der zusätzliche Würfel muss die Farbe eines bereits geworfenen Würfels haben.', 'The extra die must be the colour of a die already rolled.'),
          RULE.feuerKonzentrieren,
        );
      return null;
    case 'SpendConcentrateFireToken':
      if (attacker.kind !== 'ship' || !(attacker as ShipCombatant).concentrateFireToken || a.concentrateFireTokenUsed || a.kind !== 'normal')
        return refuse('NO_CONCENTRATE_FIRE_TOKEN', text('Kein Feuer-konzentrieren-Kommandomarker verfügbar.', 'No concentrate-fire token to spend.'), RULE.feuerKonzentrieren);
      return null;
    case 'SpendAccuracy':
      if (a.dice[action.die]?.face !== 'accuracy' || a.dice[action.die].spent || a.dice[action.die].cancelled)
        return refuse('NOT_AN_UNSPENT_ACCURACY', text('Dieser Würfel zeigt keine unverbrauchte Zielgenauigkeit.', 'That die shows no unspent accuracy.'), RULE.angriffswuerfel);
      return null;
    case 'SpendDefenseToken':
      return explainToken(state, action);
    case 'RedirectDamage':
      if (action.amount > maxRedirect(state))
        return refuse(
          'REDIRECT_MORE_THAN_SHIELDS',
          text('Umgelenkt werden kann höchstens so viel Schaden, wie die gewählte Sektion Schilde hat.', 'At most as much damage as the chosen zone has shields can be redirected.'),
          RULE.verteidigungsmarker,
        );
      return null;
    default:
      return null;
  }
}

function explainToken(state: AttackState, action: AttackAction & { type: 'SpendDefenseToken' }): RuleViolation | null {
  const why = action.as ? substituteBlock(state, action.token, action.as) : tokenBlock(state, action.token);
  const rule = RULE.verteidigungsmarker;
  switch (why) {
    case 'no-substitute':
      return refuse('NO_TOKEN_SUBSTITUTE', text('Keine Aufwertungskarte erlaubt, diesen Marker für diesen Effekt auszugeben.', 'No upgrade card lets this token be spent for that effect.'), RULE.verwendungVonAufwertungskarten);
    case 'token-not-ready':
      return refuse('SUBSTITUTE_NEEDS_READY_TOKEN', text('Die Karte verlangt einen spielbereiten Verteidigungsmarker.', 'The card needs a readied defense token.'), RULE.verwendungVonAufwertungskarten);
    case 'too-slow':
      return refuse('SUBSTITUTE_NEEDS_SPEED', text('Die Karte wirkt erst ab einer höheren Geschwindigkeit.', 'The card acts only at a higher speed.'), RULE.verwendungVonAufwertungskarten);
    case 'effect-resolved':
      return refuse('DEFENSE_EFFECT_ALREADY_RESOLVED', text('Dieser Effekt wurde bei diesem Angriff schon abgehandelt.', 'That effect was already resolved in this attack.'), RULE.verwendungVonAufwertungskarten);
    case 'missing':
      return refuse('NO_SUCH_DEFENSE_TOKEN', text('Diesen Verteidigungsmarker gibt es nicht.', 'There is no such defense token.'), rule);
    case 'discarded':
      return refuse('DEFENSE_TOKEN_DISCARDED', text('Dieser Marker wurde abgelegt.', 'That token was discarded.'), rule);
    case 'locked':
      return refuse('DEFENSE_TOKEN_LOCKED_BY_ACCURACY', text('Eine Zielgenauigkeit verhindert diesen Marker bei diesem Angriff.', 'An accuracy keeps that token from being spent this attack.'), RULE.angriffswuerfel);
    case 'spent':
      return refuse('DEFENSE_TOKEN_ALREADY_SPENT', text('Jeder Marker nur ein Mal pro Angriff.', 'Each token only once per attack.'), rule);
    case 'type-spent':
      return refuse('DEFENSE_TOKEN_TYPE_ALREADY_SPENT', text('Pro Angriff höchstens ein Marker jedes Typs.', 'At most one token of each type per attack.'), rule);
    case 'speed-zero':
      return refuse('NO_DEFENSE_TOKENS_AT_SPEED_ZERO', text('Bei Schub 0 dürfen keine Verteidigungsmarker ausgegeben werden.', 'At speed 0 no defense tokens may be spent.'), rule);
    case 'not-for-squadrons':
      return refuse('DEFENSE_TOKEN_NOT_FOR_SQUADRONS', text('Staffeln haben keine Hüllensektionen für diesen Marker.', 'Squadrons have no hull zones for this token.'), rule);
    case null:
      break;
  }
  const token = defenderOf(state).defenseTokens[action.token];
  const effect = action.as ?? token.type;
  if (effect === 'redirect' && (!action.zone || !redirectZones(state).includes(action.zone)))
    return refuse('REDIRECT_ZONE_NOT_ADJACENT', text('Umlenken nur auf eine angrenzende Hüllensektion.', 'Redirect only to an adjacent hull zone.'), rule);
  if (effect === 'evade' && action.dice?.length === 2 && !attackerIsLarger(state))
    return refuse(
      'EVADE_SECOND_DIE_NEEDS_LARGER_ATTACKER',
      text('Einen zweiten Würfel nur, wenn der Angreifer eine größere Größenkategorie hat.', 'A second die only when the attacker is of a larger size class.'),
      rule,
    );
  if (effect === 'evade')
    return refuse('EVADE_NEEDS_ONE_ROLLED_DIE', text('Ausweichen wählt einen geworfenen Würfel.', 'Evade chooses one rolled die.'), rule);
  return null;
}

