import { redactFor } from '../../../../core/event.redact.js';
import { seatViewer } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, imperialTurn } from '../../card.testkit.js';
import { researchAndDevelopment } from './research-and-development.card.js';

describe('Research and Development (research-and-development)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(researchAndDevelopment.effect).not.toBeNull();
  });

  it('Research and Development: draws 2 projects, keeps 1 in hand and puts the other under the project deck, all unseen by the Rebel', () => {
    const s = imperialTurn({ assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] }, systems: { corellia: { loyalty: 'empire' } }, decks: { projects: ['construct-factory', 'oversee-project'] } });
    const drawn = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect(legalActions(drawn.state, EMPIRE)).toEqual([
      { type: 'KeepProject', card: 'construct-factory' },
      { type: 'KeepProject', card: 'oversee-project' },
    ]);
    expect(JSON.stringify(view(drawn.state, seatViewer(REBEL)))).not.toContain('construct-factory');
    const kept = act(drawn.state, EMPIRE, { type: 'KeepProject', card: 'oversee-project' });
    expect(kept.state.hands.missions.empire).toContain('oversee-project');
    expect(kept.state.decks.projects.at(-1)).toBe('construct-factory');
    expect(JSON.stringify(kept.emitted.map((e) => redactFor(e, seatViewer(REBEL))))).not.toContain('oversee-project');
  });

  it('Research and Development: where a sabotage marker lies, the Empire may instead remove it and draw 1 project', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] },
      systems: { corellia: { loyalty: 'empire', sabotaged: true } },
      decks: { projects: ['construct-factory'] },
    });
    const offered = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect(legalActions(offered.state, EMPIRE)).toEqual([
      { type: 'ChooseResearch', option: 'projects' },
      { type: 'ChooseResearch', option: 'sabotage' },
    ]);
    const { state } = act(offered.state, EMPIRE, { type: 'ChooseResearch', option: 'sabotage' });
    expect(state.systems.corellia.sabotaged).toBe(false);
    expect(state.hands.missions.empire).toContain('construct-factory');
  });

  it('is resolved, not attempted: a Rebel leader in the system neither opposes nor rolls (RR MISSIONEN AUFDECKEN, step 3)', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] },
      systems: { corellia: { loyalty: 'empire' } },
      leaders: { 'princess-leia': 'corellia', 'mon-mothma': 'pool' },
      decks: { projects: ['construct-factory', 'oversee-project'] },
    });
    const { emitted } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect(types(emitted)).toEqual(['MissionRevealed', 'MissionResolved', 'ResearchChosen', 'ProjectsDrawn']);
    expect(emitted[0].event.payload).toMatchObject({ opposable: false });
    expect(emitted[1].event.payload).toEqual({ faction: 'empire', card: 'research-and-development', success: true });
  });
});
