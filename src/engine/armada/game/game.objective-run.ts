import type { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Prompt, PromptAnswer, PromptChoice } from '../../core/prompts/prompt.types.js';
import type { Rng } from '../../core/rng.random.js';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { PUBLIC } from '../../core/visibility.view.js';
import { coloursInPool, current, live } from '../attack/attack.rules.js';
import { objectiveCard } from '../cards/objectives.manifest.js';
import type { DieColor } from '../catalog/catalog.types.js';
import { DICE, hits } from '../data/dice.data.js';
import { RULE } from '../rules.cite.js';
import type { ArmadaEvent, ArmadaState, PendingEffect } from './game.types.js';
import { objectiveHas } from './objective.rules.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/*
 * The objective card acting in an attack (objective.rules.ts queues it after
 * the roll): it asks the attacker through a core `option` prompt and adds the
 * rolled dice with one event.
 */

const COLOUR: Record<DieColor, Text> = { red: text('rot', 'red'), blue: text('blau', 'blue'), black: text('schwarz', 'black') };
const COLOURS: readonly DieColor[] = ['red', 'blue', 'black'];

export const isObjectiveEffect = (e: PendingEffect | undefined): boolean => e?.when === 'objective-dice';

/** Opening Salvo's two dice: red only for the first player's ship, any pair of colours for the second player's. */
function salvoChoices(firstPlayers: boolean): PromptChoice[] {
  const pairs: [DieColor, DieColor][] = firstPlayers ? [['red', 'red']] : COLOURS.flatMap((a, i) => COLOURS.slice(i).map((c): [DieColor, DieColor] => [a, c]));
  return pairs.map(([a, c]) => ({ params: { colors: `${a},${c}` }, label: text(`2 Würfel: ${COLOUR[a].de} und ${COLOUR[c].de}`, `2 dice: ${COLOUR[a].en} and ${COLOUR[c].en}`) }));
}

function question(s: ArmadaState, head: PendingEffect): Prompt {
  const attack = s.attack!;
  const record = current(attack);
  const seat = attack.combatants[record.attacker].seat;
  const card = objectiveCard(head.card)!.name;
  const name = { en: card.en, de: card.de ?? card.en };
  if (objectiveHas(s, 'spend-hit-to-turn-damage-faceup'))
    return {
      kind: 'option',
      seat,
      question: text(
        `${name.de}: 1 Würfel mit Treffer ausgeben, um eine zufällige verdeckte Schadenskarte des Verteidigers aufzudecken?`,
        `${name.en}: spend 1 die showing a hit to turn a random facedown damage card of the defender faceup?`,
      ),
      rule: RULE.einsatzziele,
      source: head.card,
      choices: live(record.dice)
        .filter(({ die }) => hits(die.face) > 0)
        .map(({ die, index }) => ({ params: { die: String(index) }, label: text(`Würfel ${index + 1} (${COLOUR[die.color].de}, ${die.face})`, `Die ${index + 1} (${die.color}, ${die.face})`) })),
      optional: true,
      passLabel: text('Keinen Würfel ausgeben', 'Spend no die'),
      secret: false,
    };
  if (objectiveHas(s, 'first-attack-adds-two-dice'))
    // Mandatory: the token is discarded and the dice are added (reference summary); the prompt asks only for the colours.
    return {
      kind: 'option',
      seat,
      question: text(`${name.de}: Einsatzzielmarker abwerfen und 2 Würfel hinzufügen.`, `${name.en}: discard the objective token and add 2 dice.`),
      rule: RULE.einsatzziele,
      source: head.card,
      choices: salvoChoices(seat === s.firstPlayer),
      optional: false,
      secret: false,
    };
  return {
    kind: 'option',
    seat,
    question: text(`${name.de}: 1 Würfel einer Farbe aus dem Angriffspool hinzufügen?`, `${name.en}: add 1 die of a colour already in the attack pool?`),
    rule: RULE.einsatzziele,
    source: head.card,
    choices: coloursInPool(record).map((c) => ({ params: { colors: c }, label: COLOUR[c] })),
    optional: true,
    passLabel: text('Keinen Würfel hinzufügen', 'Add no die'),
    secret: false,
  };
}

/** Runs the objective effect at the head of the queue: asks the attacker, or adds the dice of the answer. */
export function runObjectiveEffect(b: Buffer, answer?: PromptAnswer, rng?: Rng): void {
  const head = b.state.effects[0];
  if (!head || !isObjectiveEffect(head) || !b.state.attack) throw new EngineInvariantError('armada: no objective effect in an attack to run');
  if (!answer) {
    b.emit({ type: 'EffectPrompted', payload: { prompt: question(b.state, head), frame: { card: head.card, step: 0, vars: { ship: head.ship }, then: 'continue' } } }, PUBLIC);
    return;
  }
  if (answer.kind === 'choice' && objectiveHas(b.state, 'spend-hit-to-turn-damage-faceup')) {
    if (!rng) throw new EngineInvariantError('armada: a card is drawn at random without the decision’s chance');
    const defender = b.state.attack.combatants[current(b.state.attack).defender];
    if (defender.kind !== 'ship') throw new EngineInvariantError('armada: Precision Strike against a squadron');
    // A random one of the defender's facedown cards: nobody knows which lies where.
    const card = defender.facedownDamage[rng.int(defender.facedownDamage.length)];
    b.emit({ type: 'ObjectiveDamageTurnedFaceup', payload: { ship: defender.id, objective: head.card, die: Number(answer.params.die), card } }, PUBLIC);
  } else if (answer.kind === 'choice') {
    if (!rng) throw new EngineInvariantError('armada: dice are added without the decision’s dice');
    const dice = answer.params.colors.split(',').map((c) => ({ color: c as DieColor, face: rng.roll(DICE[c as DieColor]) }));
    const tokenDiscarded = objectiveHas(b.state, 'first-attack-adds-two-dice');
    b.emit({ type: 'ObjectiveDiceAdded', payload: { ship: head.ship, objective: head.card, dice, tokenDiscarded } }, PUBLIC);
  }
  b.emit({ type: 'EffectResolved', payload: head }, PUBLIC);
}
