import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const overseeProject = missionCard('oversee-project', {
  text: text(
    'Abhandeln in einem System mit imperialer und ohne Rebelleneinheit: 1 imperiale Einheit von Feld 1 oder 2 der Bauleiste sofort in dieses System stationieren.',
    'Resolved in a system with an Imperial unit and no Rebel unit: deploy 1 Imperial unit from space 1 or 2 of the build queue into this system at once.',
  ),
  effect: {
    target: { kind: 'system', where: ['imperial-unit', 'no-rebel-unit', 'no-sabotage'] },
    onSuccess: { kind: 'program', steps: [{ op: 'deploy-queued', spaces: 2 }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das ist Stationieren: nicht in ein System mit Sabotagemarker (RR SABOTAGEMARKER), auch in ein entlegenes; ein Todesstern nur in das System des Todessterns im Bau (FAQ), den er ersetzt. Ohne passende Einheit auf Feld 1 oder 2 geschieht nichts.',
      'This is deploying: not into a system with a sabotage marker (RR SABOTAGEMARKER), but into a remote one too; a Death Star only into the system of the Death Star Under Construction (FAQ), which it replaces. With no fitting unit on space 1 or 2 nothing happens.',
    ),
  ],
});
