import { act, imperialTurn, no, payloads, rebelTurn, refreshWindow, revealTargets } from '../../card.testkit.js';
import { EMPIRE, given, REBEL, types } from '../../../rebellion.testkit.js';
import { isCaptured, leadersAt, poolLeaders } from '../../../board.query.js';
import { tacticValue } from '../../../combat.rules.js';
import { leaderData } from '../../../data/leaders.data.js';
import { SKILLS } from '../../../data/model.types.js';
import { legalActions } from '../../../rebellion.legal.js';
import { leaderSide } from '../../../rebellion.state.js';
import { view } from '../../../rebellion.view.js';
import { lureOfTheDarkSide } from './lure-of-the-dark-side.card.js';

const allIcons = (id: Parameters<typeof leaderData>[0]) => SKILLS.reduce((n, s) => n + leaderData(id).skills[s], 0);
const naboo = { units: { stormtrooper: 1 }, subjugated: true };
// The Emperor alone against a captive on Naboo.
const lure = (captive: string, dice: string[], ring = 'captured') => {
  const s = imperialTurn({ assigned: { empire: [{ card: 'lure-of-the-dark-side', leaders: ['emperor-palpatine'] }] }, leaders: { [captive]: { at: 'naboo', ring } }, systems: { naboo } });
  return act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }, dice);
};
const wins = (captive: Parameters<typeof leaderData>[0]) => [...Array(allIcons('emperor-palpatine')).fill('hit'), ...Array(allIcons(captive)).fill('blank')];
// A lured leader as a position shows it: its ring, in the Imperial pool.
const lured = { 'luke-skywalker': { at: 'pool', ring: 'lure-of-the-dark-side' }, 'han-solo': 'pool' };

describe('Lure of the Dark Side (lure-of-the-dark-side)', () => {
  it('is attempted only where a captured leader is held; every skill icon rolls, the captive opposing', () => {
    expect(lureOfTheDarkSide.timing).toBe('attempt');
    expect(revealTargets(lureOfTheDarkSide, { leaders: { 'luke-skywalker': { at: 'naboo', ring: 'captured' } }, systems: { naboo } })).toEqual(['naboo']);
    expect(revealTargets(lureOfTheDarkSide, { leaders: { 'luke-skywalker': 'naboo' }, systems: { naboo } })).toEqual([]);
    const { emitted } = lure('luke-skywalker', [...Array(allIcons('emperor-palpatine')).fill('blank'), ...Array(allIcons('luke-skywalker')).fill('hit')]);
    expect((payloads(emitted, 'MissionDiceRolled') as { dice: unknown[] }[]).map((d) => d.dice.length)).toEqual([allIcons('emperor-palpatine'), allIcons('luke-skywalker')]);
    expect(payloads(emitted, 'LeaderTurned')).toEqual([]);
  });

  it('on success the captive turns: the Lure ring replaces the captured ring, it plays for the Empire; Luke costs the Rebels 1 reputation', () => {
    const before = imperialTurn({}).reputation;
    const { emitted, state } = lure('luke-skywalker', wins('luke-skywalker'));
    expect(payloads(emitted, 'LeaderTurned')).toEqual([{ leader: 'luke-skywalker', side: 'empire', reputation: 1 }]);
    expect(state.leaders['luke-skywalker']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'lure-of-the-dark-side' });
    expect([leaderSide(state, 'luke-skywalker'), isCaptured(state, 'luke-skywalker'), state.reputation]).toEqual(['empire', false, before + 1]);
    // It counts in combat for the Empire there, never for the Rebels.
    expect(leadersAt(state, 'naboo', 'empire')).toContain('luke-skywalker');
    expect(leadersAt(state, 'naboo', 'rebel', true)).toEqual([]);
    expect([tacticValue(state, 'naboo', 'empire', 'ground'), tacticValue(state, 'naboo', 'rebel', 'ground')]).toEqual([leaderData('luke-skywalker').tactics.ground, 0]);
    // A leader in carbonite can be lured too; any other leader costs no reputation.
    const han = lure('han-solo', wins('han-solo'), 'carbonite');
    expect(payloads(han.emitted, 'LeaderTurned')).toEqual([{ leader: 'han-solo', side: 'empire', reputation: 0 }]);
  });

  it('a lured leader is assigned to Imperial missions and never to Rebel ones; the Rebel no longer sees it in the Imperial pool', () => {
    const imperial = given({ phase: 'assignment', turn: 'empire', rebelBase: { system: 'dantooine' }, leaders: lured });
    const assign = legalActions(imperial, EMPIRE).filter((a) => a.type === 'AssignMission');
    expect(assign.length).toBeGreaterThan(0);
    expect(assign.every((a) => 'leader' in a && a.leader === 'luke-skywalker')).toBe(true);
    expect(act(imperial, EMPIRE, assign[0]!).state.leaders['luke-skywalker']!.location).toEqual({ kind: 'mission', slot: 0 });
    expect(poolLeaders(imperial, 'rebel')).toEqual(['han-solo']);
    expect(view(imperial, { kind: 'seat', seat: REBEL }).leaders['luke-skywalker']).toEqual({ location: { kind: 'reserve' }, ring: 'lure-of-the-dark-side' });
    const rebel = given({ phase: 'assignment', turn: 'rebel', rebelBase: { system: 'dantooine' }, leaders: lured });
    expect(legalActions(rebel, REBEL).filter((a) => 'leader' in a && a.leader === 'luke-skywalker')).toEqual([]);
    const mission = rebel.hands.missions.rebel[0]!;
    expect(no(rebel, REBEL, { type: 'AssignMission', mission, leader: 'luke-skywalker' })).toMatchObject({ code: expect.any(String) });
  });

  it('a lured leader on the board goes to the Imperial pool at the retrieval', () => {
    const s = refreshWindow({ leaders: { 'luke-skywalker': { at: 'naboo', ring: 'lure-of-the-dark-side' }, 'han-solo': 'naboo' }, systems: { naboo } });
    expect(s.leaders['luke-skywalker']!.location).toEqual({ kind: 'pool' });
    expect([poolLeaders(s, 'empire'), poolLeaders(s, 'rebel')]).toEqual([['luke-skywalker'], ['han-solo']]);
  });

  it('a lured leader serves no Rebel card: One in a Million’s reaction window and Son of Skywalker’s success window stay shut (FAQ)', () => {
    // Build Alliance under Mon Mothma revealed in Naboo, where Vader opposes and Luke stands; the Rebel holds both of Luke's cards.
    const reveal = (luke: object | string, dice: string[] = []) =>
      act(
        rebelTurn({
          leaders: { 'luke-skywalker': luke, 'darth-vader': 'naboo' },
          assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
          hands: { rebel: { actions: ['one-in-a-million', 'son-of-skywalker'] } },
        }),
        REBEL,
        { type: 'RevealMission', slot: 0, system: 'naboo' },
        dice,
      );
    // Mon Mothma's three diplomacy dice all hit, the Empire's all blank: the mission succeeds.
    const succeeds = [...Array(leaderData('mon-mothma').skills.diplomacy).fill('hit'), ...Array(10).fill('blank')];
    const success = (emitted: Parameters<typeof payloads>[0]) => payloads(emitted, 'MissionResolved').map((p) => (p as { success: boolean }).success);

    // A Rebel Luke in Naboo opens both windows (the control).
    const asked = reveal('naboo');
    expect(payloads(asked.emitted, 'ReactionWindowOpened')).toEqual([{ moment: 'dice-rolling', faction: 'rebel' }]);
    const rolled = act(asked.state, REBEL, { type: 'PassChoice' }, succeeds);
    expect(success(rolled.emitted)).toEqual([true]);
    expect(rolled.state.prompt!.prompt).toMatchObject({ source: 'son-of-skywalker', seat: REBEL });

    // Lured, Luke stands in Naboo for the Empire: the dice fall at once and the mission ends without a window.
    const turned = reveal({ at: 'naboo', ring: 'lure-of-the-dark-side' }, succeeds);
    expect(leaderSide(turned.state, 'luke-skywalker')).toBe('empire');
    expect(types(turned.emitted)).not.toContain('ReactionWindowOpened');
    expect(success(turned.emitted)).toEqual([true]);
    expect(types(turned.emitted)).not.toContain('PromptOpened');
    expect(turned.state.prompt).toBeNull();
    expect(turned.state.hands.actions.rebel).toEqual(['one-in-a-million', 'son-of-skywalker']);
  });

  it('a lured leader opposes Rebel missions for the Empire', () => {
    const s = rebelTurn({ leaders: { 'luke-skywalker': lured['luke-skywalker'], 'princess-leia': 'pool' }, assigned: { rebel: [{ card: 'sabotage', leaders: ['han-solo'] }] } });
    const reveal = legalActions(s, REBEL).find((a) => a.type === 'RevealMission')!;
    const revealed = act(s, REBEL, reveal);
    expect(legalActions(revealed.state, EMPIRE)).toContainEqual({ type: 'OpposeMission', leader: 'luke-skywalker' });
    expect(legalActions(revealed.state, REBEL).filter((a) => 'leader' in a && a.leader === 'luke-skywalker')).toEqual([]);
  });
});
