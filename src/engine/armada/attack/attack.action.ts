import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { DIE_COLORS, HULL_ZONES, type DieColor, type HullZone } from '../catalog/catalog.types.js';
import { badInput, expectArray, expectNumber, expectOneOf, expectRecord } from '../input.parse.js';
import { current, defenderOf } from './attack.rules.js';
import { SUBSTITUTE_EFFECTS, type AttackAction, type AttackState, type SubstituteEffect } from './attack.types.js';

/** Every action type of an attack; the full game tells attack steps apart by it. */
export const ATTACK_ACTION_TYPES = [
  'RemoveObstructedDie',
  'RollAttackDice',
  'SpendConcentrateFireDial',
  'SpendConcentrateFireToken',
  'RerollWithSwarm',
  'AddAntiSquadronDie',
  'SpendAccuracy',
  'FinishAttackEffects',
  'SpendDefenseToken',
  'FinishDefenseTokens',
  'ResolveStandardCritical',
  'SkipCritical',
  'RedirectDamage',
  'PerformSalvo',
  'PerformCounter',
  'DeclineFollowUp',
] as const;

/** Shape check only: is this an attack action at all? Whether it is allowed now is `decideAttack`'s question. */
export function parseAttackAction(raw: unknown): AttackAction | RuleViolation {
  const r = expectRecord(raw, 'action');
  if (isViolation(r)) return r;
  const type = expectOneOf(r.type, ATTACK_ACTION_TYPES, 'action.type');
  if (isViolation(type)) return type;
  const index = (field: string) => expectNumber(r[field], `action.${field}`, { min: 0, max: 50, integer: true });
  const color = () => expectOneOf<DieColor>(r.color, DIE_COLORS, 'action.color');
  switch (type) {
    case 'RemoveObstructedDie':
    case 'SpendConcentrateFireDial':
    case 'AddAntiSquadronDie': {
      const c = color();
      return isViolation(c) ? c : { type, color: c };
    }
    case 'SpendConcentrateFireToken':
    case 'RerollWithSwarm': {
      const die = index('die');
      return isViolation(die) ? die : { type, die };
    }
    case 'SpendAccuracy': {
      const die = index('die');
      if (isViolation(die)) return die;
      const token = index('token');
      return isViolation(token) ? token : { type, die, token };
    }
    case 'SpendDefenseToken': {
      const token = index('token');
      if (isViolation(token)) return token;
      let zone: HullZone | undefined;
      if (r.zone !== undefined) {
        const z = expectOneOf<HullZone>(r.zone, HULL_ZONES, 'action.zone');
        if (isViolation(z)) return z;
        zone = z;
      }
      let dice: number[] | undefined;
      if (r.dice !== undefined) {
        const list = expectArray(r.dice, 'action.dice', 2);
        if (isViolation(list)) return list;
        dice = [];
        for (let i = 0; i < list.length; i++) {
          const d = expectNumber(list[i], `action.dice[${i}]`, { min: 0, max: 50, integer: true });
          if (isViolation(d)) return d;
          dice.push(d);
        }
        if (dice.length === 0 || new Set(dice).size !== dice.length) return badInput('action.dice', '1 oder 2 verschiedene Würfel', '1 or 2 different dice');
      }
      let as: SubstituteEffect | undefined;
      if (r.as !== undefined) {
        const e = expectOneOf<SubstituteEffect>(r.as, SUBSTITUTE_EFFECTS, 'action.as');
        if (isViolation(e)) return e;
        as = e;
      }
      return { type, token, ...(zone ? { zone } : {}), ...(dice ? { dice } : {}), ...(as ? { as } : {}) };
    }
    case 'RedirectDamage': {
      const amount = expectNumber(r.amount, 'action.amount', { min: 0, max: 50, integer: true });
      return isViolation(amount) ? amount : { type, amount };
    }
    case 'RollAttackDice':
    case 'FinishAttackEffects':
    case 'FinishDefenseTokens':
    case 'ResolveStandardCritical':
    case 'SkipCritical':
    case 'PerformSalvo':
    case 'PerformCounter':
    case 'DeclineFollowUp':
      return { type };
  }
}

const COLOUR_DE: Readonly<Record<DieColor, string>> = { red: 'rot', blue: 'blau', black: 'schwarz' };
const ZONE_DE: Readonly<Record<HullZone, string>> = { front: 'Bug', left: 'links', right: 'rechts', rear: 'Heck' };
const TOKEN_DE = { redirect: 'Umlenken', evade: 'Ausweichen', brace: 'Stabilisieren', scatter: 'Zerstreuen', contain: 'Eindämmen', salvo: 'Salve' } as const;

/** A short German and English label for an action, naming dice and tokens as they stand. */
export function labelAttackAction(state: AttackState, action: AttackAction): Text {
  const a = state.status === 'idle' ? null : current(state);
  const dieName = (i: number): Text => {
    const d = a?.dice[i];
    return d ? text(`Würfel ${i + 1} (${COLOUR_DE[d.color]}, ${d.face})`, `die ${i + 1} (${d.color}, ${d.face})`) : text(`Würfel ${i + 1}`, `die ${i + 1}`);
  };
  const tokenName = (i: number): Text => {
    const t = state.status === 'idle' ? undefined : defenderOf(state).defenseTokens[i];
    return t ? text(`${TOKEN_DE[t.type]} (${t.state === 'ready' ? 'spielbereit' : 'erschöpft'})`, `${t.type} (${t.state})`) : text(`Marker ${i + 1}`, `token ${i + 1}`);
  };
  switch (action.type) {
    case 'RemoveObstructedDie':
      return text(`Versperrt: einen ${COLOUR_DE[action.color]}en Würfel abgeben`, `Obstructed: remove a ${action.color} die`);
    case 'RollAttackDice':
      return text('Angriffswürfel werfen', 'Roll attack dice');
    case 'SpendConcentrateFireDial':
      return text(`Feuer konzentrieren (Rad): ${COLOUR_DE[action.color]}en Würfel hinzufügen`, `Concentrate fire (dial): add a ${action.color} die`);
    case 'SpendConcentrateFireToken': {
      const d = dieName(action.die);
      return text(`Feuer konzentrieren (Marker): ${d.de} neu werfen`, `Concentrate fire (token): reroll ${d.en}`);
    }
    case 'RerollWithSwarm': {
      const d = dieName(action.die);
      return text(`Schwarm: ${d.de} neu werfen`, `Swarm: reroll ${d.en}`);
    }
    case 'AddAntiSquadronDie':
      return text(`KI: Anti-Jäger: ${COLOUR_DE[action.color]}en Würfel hinzufügen`, `AI: Anti-Squadron: add a ${action.color} die`);
    case 'SpendAccuracy': {
      const d = dieName(action.die);
      const t = tokenName(action.token);
      return text(`Zielgenauigkeit (${d.de}) sperrt ${t.de}`, `Accuracy (${d.en}) locks ${t.en}`);
    }
    case 'FinishAttackEffects':
      return text('Angriffseffekte beenden', 'Finish attack effects');
    case 'SpendDefenseToken': {
      const t = tokenName(action.token);
      const zone = action.zone ? text(` auf ${ZONE_DE[action.zone]}`, ` to ${action.zone}`) : text('', '');
      const dice = action.dice ? text(`: ${action.dice.map((i) => dieName(i).de).join(', ')}`, `: ${action.dice.map((i) => dieName(i).en).join(', ')}`) : text('', '');
      return text(`${t.de} ausgeben${zone.de}${dice.de}`, `Spend ${t.en}${zone.en}${dice.en}`);
    }
    case 'FinishDefenseTokens':
      return text('Keine weiteren Verteidigungsmarker', 'No more defense tokens');
    case 'ResolveStandardCritical':
      return text('Normalen kritischen Effekt abhandeln', 'Resolve the standard critical effect');
    case 'SkipCritical':
      return text('Keinen kritischen Effekt abhandeln', 'Resolve no critical effect');
    case 'RedirectDamage':
      return text(`${action.amount} Schaden umlenken`, `Redirect ${action.amount} damage`);
    case 'PerformSalvo':
      return text('Salven-Angriff durchführen', 'Perform the salvo attack');
    case 'PerformCounter':
      return text('Konter-Angriff durchführen', 'Perform the counter attack');
    case 'DeclineFollowUp':
      return text('Darauf verzichten', 'Decline');
  }
}

/**
 * Actions whose outcome a seat cannot foresee (game contract `hiddenOutcome`):
 * those that roll or reroll dice, and those after which the damage may be
 * suffered at once, dealing cards off the secret damage deck (seed "SCHADEN
 * AN SCHIFFEN"). Removing an obstructed die, spending accuracy and choosing a
 * follow-up attack decide nothing by chance.
 */
const HIDDEN_OUTCOME: Record<AttackAction['type'], boolean> = {
  RemoveObstructedDie: false,
  RollAttackDice: true,
  SpendConcentrateFireDial: true,
  SpendConcentrateFireToken: true,
  RerollWithSwarm: true,
  AddAntiSquadronDie: true,
  SpendAccuracy: false,
  FinishAttackEffects: true,
  SpendDefenseToken: true,
  FinishDefenseTokens: true,
  ResolveStandardCritical: true,
  SkipCritical: true,
  RedirectDamage: true,
  PerformSalvo: false,
  PerformCounter: false,
  DeclineFollowUp: false,
};

export function attackHiddenOutcome(action: AttackAction): boolean {
  return HIDDEN_OUTCOME[action.type];
}
