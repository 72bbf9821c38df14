import { text, type Text } from '../core/text.js';
import { actionCardData, missionData, objectiveData, tacticCardData } from './data/cards.data.js';
import { leaderData } from './data/leaders.data.js';
import type { Names } from './data/model.types.js';
import { systemData } from './data/systems.data.js';
import { unitType } from './data/units.data.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { DieRoll, Place, UnitRef } from './rebellion.state.js';
import type { PromptAction } from '../core/prompts/prompt.types.js';

/** A name in both languages; where the seeds give no German name the English one stands in. */
export function textOf(names: Names): Text {
  return text(names.de ?? names.en, names.en);
}

/** „nach X“ / „auf das Feld“ for where something goes; „in X“ / „auf dem Feld“ for where it is. */
function placeText(at: Place, sense: 'to' | 'at' = 'to'): Text {
  if (at === 'rebel-base')
    return sense === 'to'
      ? text('auf das Feld „Rebellenstützpunkt“', 'on the "Rebel Base" space')
      : text('auf dem Feld „Rebellenstützpunkt“', 'on the "Rebel Base" space');
  const name = textOf(systemData(at).name);
  return sense === 'to' ? text(`nach ${name.de}`, `in ${name.en}`) : text(`in ${name.de}`, `in ${name.en}`);
}

const FACE_NAMES = {
  hit: text('Treffer', 'hit'),
  'direct-hit': text('Volltreffer', 'direct hit'),
  special: text('Spezialsymbol', 'special'),
  blank: text('Leerseite', 'blank'),
} as const;

function dieText(die: DieRoll): Text {
  const colour = die.colour === 'red' ? text('roter', 'red') : text('schwarzer', 'black');
  return text(`${colour.de} ${FACE_NAMES[die.face].de}`, `${colour.en} ${FACE_NAMES[die.face].en}`);
}

function fromText(system: Exclude<Place, 'rebel-base'>): Text {
  const name = textOf(systemData(system).name);
  return text(`aus ${name.de}`, `from ${name.en}`);
}

/** A short label for a person choosing among legal actions. */
/** The label of a rule's own action; a prompt answer's label comes from its prompt (cards/prompt.decide.ts). */
export function label(action: Exclude<RebellionAction, PromptAction>): Text {
  switch (action.type) {
    case 'PlaceUnit': {
      const unit = textOf(unitType(action.unit).name);
      const at = placeText(action.at);
      return text(`${unit.de} ${at.de} setzen`, `Place ${unit.en} ${at.en}`);
    }
    case 'UndoPlacement':
      return text('Letzte Einheit zurücknehmen', 'Take back the last unit');
    case 'ConfirmPlacement':
      return text('Aufstellung bestätigen', 'Confirm placement');
    case 'AttachRing': {
      const card = textOf(actionCardData(action.card).name);
      const leader = textOf(leaderData(action.leader).name);
      return text(`${card.de}: Ring an ${leader.de} anlegen`, `${card.en}: attach the ring to ${leader.en}`);
    }
    case 'AssignMission': {
      const mission = textOf(missionData(action.mission).name);
      const leader = textOf(leaderData(action.leader).name);
      return text(`${mission.de} verdeckt auslegen, ${leader.de} zuweisen`, `Lay ${mission.en} face down, assign ${leader.en}`);
    }
    case 'AddLeaderToMission': {
      const leader = textOf(leaderData(action.leader).name);
      return text(`${leader.de} der ${action.slot + 1}. Mission zuweisen`, `Assign ${leader.en} to mission ${action.slot + 1}`);
    }
    case 'UseActionCard': {
      const card = textOf(actionCardData(action.card).name);
      const extra =
        action.system !== undefined
          ? placeText(action.system)
          : action.mission !== undefined
            ? textOf(missionData(action.mission).name)
            : action.leader !== undefined
              ? textOf(leaderData(action.leader).name)
              : null;
      const picks = (action.picks ?? []).map((u) => textOf(unitType(u).name));
      const tail = (lang: 'de' | 'en') => [extra?.[lang], ...picks.map((p) => p[lang])].filter(Boolean).join(', ');
      return text(`${card.de} verwenden${tail('de') ? `: ${tail('de')}` : ''}`, `Use ${card.en}${tail('en') ? `: ${tail('en')}` : ''}`);
    }
    case 'UndoAssignment':
      return text('Letzte Zuweisung zurücknehmen', 'Take back the last assignment');
    case 'FinishAssignment':
      return text('Zuweisung beenden', 'Finish assigning');
    case 'Pass':
      return text('Passen', 'Pass');
    case 'DiscardMission': {
      const mission = textOf(missionData(action.mission).name);
      return text(`${mission.de} ablegen`, `Discard ${mission.en}`);
    }
    case 'ChooseBase': {
      const system = textOf(systemData(action.system).name);
      return text(`Stützpunkt geheim nach ${system.de} legen`, `Secretly place the base in ${system.en}`);
    }
    case 'PlayObjective': {
      const card = textOf(objectiveData(action.card).name);
      return text(`Zielkarte ${card.de} ausspielen`, `Play the objective ${card.en}`);
    }
    case 'SkipObjective':
      return text('Keine Zielkarte ausspielen', 'Play no objective');
    case 'ChooseRecruitCard': {
      const card = textOf(actionCardData(action.card).name);
      return text(`${card.de} behalten`, `Keep ${card.en}`);
    }
    case 'RecruitLeader': {
      const leader = textOf(leaderData(action.leader).name);
      return text(`${leader.de} rekrutieren`, `Recruit ${leader.en}`);
    }
    case 'ReleaseUnits':
      return text('Eine eigene Einheit zerstören', 'Destroy a unit of your own');
    case 'ReleaseUnit': {
      const unit = textOf(unitType(action.unit).name);
      const at = placeText(action.at, 'at');
      return text(`${unit.de} ${at.de} zerstören`, `Destroy ${unit.en} ${at.en}`);
    }
    case 'DestroyExcessUnit': {
      const unit = textOf(unitType(action.unit).name);
      const at = placeText(action.at, 'at');
      return text(`Überzählige Einheit ${unit.de} ${at.de} zerstören`, `Destroy an excess ${unit.en} ${at.en}`);
    }
    case 'FinishReleasing':
      return text('Keine weiteren Einheiten zerstören', 'Destroy no more units');
    case 'BuildUnit': {
      const unit = textOf(unitType(action.unit).name);
      return text(`${unit.de} bauen`, `Build ${unit.en}`);
    }
    case 'DeployUnit': {
      const unit = textOf(unitType(action.unit).name);
      const at = placeText(action.at);
      return text(`${unit.de} ${at.de} stationieren`, `Deploy ${unit.en} ${at.en}`);
    }
    case 'FinishDeploying':
      return text('Restliche Einheiten zurück auf Feld 1', 'Return the other units to space 1');
    case 'ActivateSystem': {
      const leader = textOf(leaderData(action.leader).name);
      const at = placeText(action.system);
      return text(`${leader.de} ${at.de} setzen und das System aktivieren`, `Activate: put ${leader.en} ${at.en}`);
    }
    case 'MoveUnits': {
      const unit = textOf(unitType(action.unit).name);
      const from = action.from === 'rebel-base' ? text('vom Feld „Rebellenstützpunkt“', 'from the "Rebel Base" space') : fromText(action.from);
      return text(`${action.count} × ${unit.de} ${from.de} mitbewegen`, `Move ${action.count} × ${unit.en} ${from.en}`);
    }
    case 'MoveCaptive': {
      const leader = textOf(leaderData(action.leader).name);
      return text(`Den gefangenen Anführer ${leader.de} mitbewegen`, `Move the captured leader ${leader.en}`);
    }
    case 'UndoMove':
      return text('Letzte Bewegung zurücknehmen', 'Take back the last move');
    case 'ConfirmMoves':
      return text('Bewegung ausführen', 'Make the move');
    case 'RevealBase':
      return text('Stützpunkt aufdecken', 'Reveal the base');
    case 'RevealMission': {
      const where =
        action.leader !== undefined
          ? (() => {
              const l = textOf(leaderData(action.leader).name);
              return text(`gegen ${l.de}`, `against ${l.en}`);
            })()
          : action.system === undefined
            ? text('ohne System', 'with no system')
            : action.system === 'rebel-base'
              ? text('auf dem Feld „Rebellenstützpunkt“', 'on the "Rebel Base" space')
              : placeText(action.system, 'at');
      return text(`Mission ${action.slot + 1} aufdecken, ${where.de}`, `Reveal mission ${action.slot + 1}, ${where.en}`);
    }
    case 'OpposeMission': {
      const leader = textOf(leaderData(action.leader).name);
      return text(`${leader.de} zum Intervenieren entsenden`, `Send ${leader.en} to oppose`);
    }
    case 'DeclineOpposition':
      return text('Nicht intervenieren', 'Do not oppose');
    case 'UseRing':
      return action.die === undefined
        ? text('Zustandsring ablegen und seine Fähigkeit nutzen', 'Discard the ring for its ability')
        : text(`Zustandsring ablegen: ${dieText(action.die).de} wird leer`, `Discard the ring: ${dieText(action.die).en} becomes blank`);
    case 'DeclineRing':
      return text('Zustandsring behalten', 'Keep the ring');
    case 'ArrangeObjectives': {
      const card = textOf(objectiveData(action.top).name);
      return text(`${card.de} oben auf den Zielstapel legen`, `Put ${card.en} back on top`);
    }
    case 'ChooseResearch':
      return action.option === 'projects'
        ? text('2 Projektkarten ziehen, 1 behalten', 'Draw 2 projects, keep 1')
        : text('Sabotagemarker entfernen, 1 Projektkarte ziehen', 'Remove the sabotage marker, draw 1 project');
    case 'AddCombatLeader': {
      const leader = textOf(leaderData(action.leader).name);
      return text(`${leader.de} zum Gefecht hinzuziehen`, `Add ${leader.en} to the combat`);
    }
    case 'DeclineCombatLeader':
      return text('Keinen Anführer hinzuziehen', 'Add no leader');
    case 'FinishCombatCards':
      return text('Keine weiteren Aktionskarten verwenden', 'Use no more action cards');
    case 'DrawTactic': {
      const die = dieText({ colour: action.die, face: 'special' });
      return text(`${die.de} ausgeben: 1 Taktikkarte ziehen`, `Spend a ${die.en}: draw 1 tactic card`);
    }
    case 'PlayTactic': {
      const card = textOf(tacticCardData(action.card).name);
      const refs = [action.target, ...(action.targets ?? []), ...(action.blocks ?? [])].filter((r): r is UnitRef => r !== undefined);
      const on = refs.map((r) => textOf(unitType(r.unit).name));
      const tail = (lang: 'de' | 'en') => (on.length > 0 ? `: ${on.map((t) => t[lang]).join(', ')}` : '');
      return text(`${card.de} ausspielen${tail('de')}`, `Play ${card.en}${tail('en')}`);
    }
    case 'EndCombatActions':
      return text('Gefechtsaktionen beenden', 'End combat actions');
    case 'AssignDamage': {
      const unit = textOf(unitType(action.target.unit).name);
      const from = action.die === undefined ? text('Kartenschaden', 'card damage') : dieText(action.die);
      return text(`${from.de} → ${unit.de} (${action.target.markers + action.target.pending} Schaden)`, `${from.en} → ${unit.en} (${action.target.markers + action.target.pending} damage)`);
    }
    case 'EndBlocking':
      return text('Nichts mehr abwehren', 'Block no more');
    case 'PlayDeathStarPlans': {
      const target = textOf(unitType(action.target).name);
      return text(`Todessternpläne gegen ${target.de}`, `Death Star Plans against the ${target.en}`);
    }
    case 'SkipDeathStarPlans':
      return text('Todessternpläne nicht aufdecken', 'Do not reveal the Death Star Plans');
    case 'Retreat': {
      const leader = textOf(leaderData(action.leader).name);
      const to = placeText(action.to);
      return text(`Mit ${leader.de} ${to.de} zurückziehen`, `Retreat with ${leader.en} ${to.en}`);
    }
    case 'RetreatUnits': {
      const unit = textOf(unitType(action.unit).name);
      return text(`${action.count} × ${unit.de} mitnehmen`, `Take ${action.count} × ${unit.en} along`);
    }
    case 'ConfirmRetreat':
      return text('Rückzug ausführen', 'Retreat');
    case 'DeclineRetreat':
      return text('Nicht zurückziehen', 'Do not retreat');
    case 'ChooseMobilization':
      return action.option === 'units'
        ? text('Bis zu 5 Einheiten eines Systems auf das Feld „Rebellenstützpunkt“ bewegen', 'Move up to 5 units of one system onto the "Rebel Base" space')
        : action.option === 'new-base'
          ? text('Suchdroidenkarten für einen neuen Stützpunkt ansehen', 'Look at probe cards for a new base')
          : text('Nichts tun', 'Do nothing');
    case 'ChooseNewBase': {
      const system = textOf(systemData(action.system).name);
      return text(`Neuen Stützpunkt geheim nach ${system.de} legen`, `Secretly move the base to ${system.en}`);
    }
    case 'KeepBase':
      return text('Stützpunkt behalten', 'Keep the base');
    case 'KeepProject': {
      const card = textOf(missionData(action.card).name);
      return text(`${card.de} behalten`, `Keep ${card.en}`);
    }
  }
}
