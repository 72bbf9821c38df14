import { text, type Text } from '../core/text.js';
import { actionCardData, missionData, objectiveData } from './data/cards.data.js';
import { leaderData } from './data/leaders.data.js';
import type { Names } from './data/model.types.js';
import { systemData } from './data/systems.data.js';
import { unitType } from './data/units.data.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Place } from './rebellion.state.js';

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

function fromText(system: Exclude<Place, 'rebel-base'>): Text {
  const name = textOf(systemData(system).name);
  return text(`aus ${name.de}`, `from ${name.en}`);
}

/** A short label for a person choosing among legal actions. */
export function label(action: RebellionAction): Text {
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
  }
}
