import { isViolation } from '../rule-violation.error.js';
import { text } from '../text.js';
import { answerPrompt, parsePromptAction, promptActionLabel, promptActions, promptForOthers } from './prompt.actions.js';
import type { Prompt } from './prompt.types.js';

const units: Prompt = {
  kind: 'units',
  seat: 1,
  question: text('Welche Einheit zerstören?', 'Which unit to destroy?'),
  rule: 'rebellion:missionskarten',
  source: 'hit-and-run',
  choices: [
    { params: { at: 'bespin', unit: 'tie-fighter' }, label: text('TIE-Jäger in Bespin', 'TIE fighter in Bespin') },
    { params: { at: 'bespin', unit: 'stormtrooper' }, label: text('Sturmtruppler in Bespin', 'Stormtrooper in Bespin') },
  ],
  optional: true,
  passLabel: text('Keine weitere Einheit', 'No more units'),
  secret: false,
};

describe('generic prompts', () => {
  it('offer one action per choice in order, then PassChoice when the prompt is optional', () => {
    expect(promptActions(units)).toEqual([
      { type: 'ChooseUnit', at: 'bespin', unit: 'tie-fighter' },
      { type: 'ChooseUnit', at: 'bespin', unit: 'stormtrooper' },
      { type: 'PassChoice' },
    ]);
    expect(promptActions({ ...units, optional: false }).map((a) => a.type)).not.toContain('PassChoice');
  });

  it('accept exactly an offered choice, whatever the order of its fields', () => {
    expect(answerPrompt(units, { type: 'ChooseUnit', unit: 'stormtrooper', at: 'bespin' })).toEqual({ kind: 'choice', params: { at: 'bespin', unit: 'stormtrooper' } });
    expect(answerPrompt(units, { type: 'PassChoice' })).toEqual({ kind: 'pass' });
  });

  it('refuse an answer not offered, of the wrong kind, or a pass where a choice is required, citing the prompt’s rule', () => {
    const notOffered = answerPrompt(units, { type: 'ChooseUnit', at: 'bespin', unit: 'at-at' });
    const wrongKind = answerPrompt(units, { type: 'ChooseSystem', system: 'bespin' });
    const pass = answerPrompt({ ...units, optional: false }, { type: 'PassChoice' });
    expect([notOffered, wrongKind, pass].map((v) => (isViolation(v) ? [v.code, v.rule] : null))).toEqual([
      ['CHOICE_NOT_OFFERED', 'rebellion:missionskarten'],
      ['WRONG_KIND_OF_CHOICE', 'rebellion:missionskarten'],
      ['CHOICE_REQUIRED', 'rebellion:missionskarten'],
    ]);
  });

  it('check the machine form: known type, flat short string fields, nothing else', () => {
    expect(parsePromptAction({ type: 'ChooseSystem', system: 'bespin' })).toEqual({ type: 'ChooseSystem', system: 'bespin' });
    for (const raw of [
      { type: 'ChooseSystem' },
      { type: 'ChooseSystem', system: 7 },
      { type: 'ChooseSystem', system: { nested: 'x' } },
      { type: 'ChooseSystem', system: 'x'.repeat(65) },
      { type: 'PassChoice', extra: 'x' },
      { type: 'ChooseAnything', system: 'bespin' },
    ]) {
      const parsed = parsePromptAction(raw);
      expect(isViolation(parsed) && parsed.kind === 'malformed').toBe(true);
    }
  });

  it('label each answer with its choice, and passing as the prompt says', () => {
    expect(promptActionLabel(units, { type: 'ChooseUnit', at: 'bespin', unit: 'tie-fighter' }).de).toBe('TIE-Jäger in Bespin');
    expect(promptActionLabel(units, { type: 'PassChoice' }).en).toBe('No more units');
  });

  it('show others a secret prompt’s question but not its choices', () => {
    expect(promptForOthers({ ...units, secret: true }).choices).toEqual([]);
    expect(promptForOthers(units).choices).toHaveLength(2);
  });
});
