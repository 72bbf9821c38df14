// The 52-card core damage deck: 22 distinct cards. Names, amounts and traits from
// github.com/rkbodenner/star-wars-armada-data data/damage-card-core.json (commit
// 450ec48708a67d39e24d44b1dc3be7078f55ee15), checked card by card against the ARC
// rulings pages of Polkadoty/armada-wiki, slicer.tools, the Armada wiki and the Star
// Forge deck list (data/PROVENANCE.md names every source and every fix). The texts
// (English and German) and the structured rules are ours: no card text is copied, and
// the German names are our translation (no German damage deck is among the sources).
// Licence of the source data (MIT), kept with the derived facts:
// MIT License
//
// Copyright (c) 2018 Jeffrey M. Thompson
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
import type { DamageCard } from '../catalog/catalog.types.js';

/**
 * The 22 distinct damage cards (`amount` copies each, 52 in all), in the
 * order of the source. `rules` says when a faceup card acts and what it
 * forbids, changes or costs; the game implements one module per card from it.
 */
export const DAMAGE_CARDS: readonly DamageCard[] = [
  {
    id: 'blinded-gunners',
    title: 'Blinded Gunners',
    nameDe: 'Geblendete Kanoniere',
    amount: 2,
    type: 'crew',
    persistence: 'stays-faceup',
    text: 'While this ship is the attacker, none of its accuracy results may be spent.',
    textDe: 'Solange dieses Schiff angreift, darf es keine Zielgenauigkeitssymbole (♣) ausgeben.',
    rules: [{ when: 'resolve-attack-effects', as: 'attacker', effect: { kind: 'forbid', action: 'spend-accuracy-icons' } }],
  },
  {
    id: 'capacitor-failure',
    title: 'Capacitor Failure',
    nameDe: 'Kondensatorausfall',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'A hull zone with no shields left can neither recover shields nor receive moved ones; while such a zone defends, no redirect token may be spent.',
    textDe: 'Eine Hüllensektion ohne verbleibende Schilde kann weder Schilde wiederherstellen noch verschobene Schilde erhalten; verteidigt eine solche Sektion, darf kein Umlenken-Marker ausgegeben werden.',
    rules: [{ when: 'shield-recovery', effect: { kind: 'forbid', action: 'recover-or-move-shields-into-empty-zone' } }, { when: 'spend-defense-tokens', as: 'defender', effect: { kind: 'forbid', action: 'spend-redirect-tokens', condition: 'defending-zone-has-no-shields' } }],
  },
  {
    id: 'comm-noise',
    title: 'Comm Noise',
    nameDe: 'Funkrauschen',
    amount: 2,
    type: 'crew',
    persistence: 'flips-facedown',
    text: "The opponent either lowers this ship's speed by 1 or sets a new command on its top facedown command dial; then the card is turned facedown.",
    textDe: 'Der Gegner verringert entweder den Schub dieses Schiffes um 1 oder stellt auf seinem obersten verdeckten Kommandorad ein neues Kommando ein; danach wird die Karte verdeckt.',
    rules: [{ when: 'dealt-faceup', effect: { kind: 'choose-one', chooser: 'opponent', options: [{ kind: 'reduce-speed', by: 1 }, { kind: 'set-top-command-dial' }] } }],
  },
  {
    id: 'compartment-fire',
    title: 'Compartment Fire',
    nameDe: 'Sektionsbrand',
    amount: 2,
    type: 'crew',
    persistence: 'stays-faceup',
    text: "This ship cannot ready its own defense tokens (another ship's effect still may).",
    textDe: 'Dieses Schiff kann seine Verteidigungsmarker nicht selbst spielbereit machen (der Effekt eines anderen Schiffes darf es).',
    rules: [{ when: 'always', effect: { kind: 'forbid', action: 'ready-own-defense-tokens' } }],
  },
  {
    id: 'coolant-discharge',
    title: 'Coolant Discharge',
    nameDe: 'Kühlmittelaustritt',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: "Each round, at most one of this ship's attacks may target a ship.",
    textDe: 'In jeder Runde darf höchstens einer der Angriffe dieses Schiffes ein Schiff zum Ziel haben.',
    rules: [{ when: 'declare-target', as: 'attacker', effect: { kind: 'limit-ship-attacks-per-round', max: 1 } }],
  },
  {
    id: 'crew-panic',
    title: 'Crew Panic',
    nameDe: 'Panik der Crew',
    amount: 2,
    type: 'crew',
    persistence: 'stays-faceup',
    text: 'Before revealing a command dial, this ship either suffers 1 damage or discards that dial; a discarded dial means no dial is revealed this round.',
    textDe: 'Bevor dieses Schiff ein Kommandorad aufdeckt, nimmt es entweder 1 Schaden oder legt das Rad ab; legt es das Rad ab, deckt es in dieser Runde kein Rad auf.',
    rules: [{ when: 'reveal-command-dial', effect: { kind: 'choose-one', chooser: 'owner', options: [{ kind: 'suffer-damage', amount: 1 }, { kind: 'discard-command-dial-unrevealed' }] } }],
  },
  {
    id: 'damaged-controls',
    title: 'Damaged Controls',
    nameDe: 'Beschädigte Steuerung',
    amount: 2,
    type: 'crew',
    persistence: 'stays-faceup',
    text: 'Whenever this ship overlaps a ship or an obstacle while moving, it is also dealt 1 facedown damage card, besides every other effect of the overlap.',
    textDe: 'Sobald dieses Schiff bei seiner Bewegung ein Schiff oder ein Hindernis überschneidet, erhält es zusätzlich zu allen anderen Folgen 1 verdeckte Schadenskarte.',
    rules: [{ when: 'move-ship', effect: { kind: 'deal-facedown-damage-card', count: 1, condition: 'overlapped-ship-or-obstacle' } }],
  },
  {
    id: 'damaged-munitions',
    title: 'Damaged Munitions',
    nameDe: 'Beschädigte Munition',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'When this ship attacks a ship, it takes 1 die of its choice out of the attack pool before rolling.',
    textDe: 'Greift dieses Schiff ein Schiff an, entfernt es vor dem Würfeln 1 Würfel seiner Wahl aus dem Angriffspool.',
    rules: [{ when: 'roll-attack-dice', as: 'attacker', effect: { kind: 'remove-attack-die', count: 1, chooser: 'owner', condition: 'defender-is-ship' } }],
  },
  {
    id: 'depowered-armament',
    title: 'Depowered Armament',
    nameDe: 'Bewaffnung ohne Energie',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'This ship cannot make attacks at long range.',
    textDe: 'Dieses Schiff kann nicht auf große Reichweite angreifen.',
    rules: [{ when: 'declare-target', as: 'attacker', effect: { kind: 'forbid', action: 'attack-at-long-range' } }],
  },
  {
    id: 'disengaged-fire-control',
    title: 'Disengaged Fire Control',
    nameDe: 'Abgekoppelte Feuerleitung',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'This ship may not declare a target against which the attack would be obstructed.',
    textDe: 'Dieses Schiff darf kein Ziel festlegen, gegen das der Angriff versperrt wäre.',
    rules: [{ when: 'declare-target', as: 'attacker', effect: { kind: 'forbid', action: 'declare-obstructed-target' } }],
  },
  {
    id: 'faulty-countermeasures',
    title: 'Faulty Countermeasures',
    nameDe: 'Fehlerhafte Gegenmaßnahmen',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'This ship cannot spend a defense token that is exhausted.',
    textDe: 'Dieses Schiff kann keine erschöpften Verteidigungsmarker ausgeben.',
    rules: [{ when: 'always', effect: { kind: 'forbid', action: 'spend-exhausted-defense-tokens' } }],
  },
  {
    id: 'injured-crew',
    title: 'Injured Crew',
    nameDe: 'Verletzte Crew',
    amount: 4,
    type: 'crew',
    persistence: 'flips-facedown',
    text: "The ship's owner picks one of its defense tokens and discards it; then the card is turned facedown.",
    textDe: 'Der Besitzer wählt einen Verteidigungsmarker dieses Schiffes und legt ihn ab; danach wird die Karte verdeckt.',
    rules: [{ when: 'dealt-faceup', effect: { kind: 'discard-defense-token', count: 1, chooser: 'owner' } }],
  },
  {
    id: 'life-support-failure',
    title: 'Life Support Failure',
    nameDe: 'Ausfall der Lebenserhaltung',
    amount: 2,
    type: 'crew',
    persistence: 'stays-faceup',
    text: 'This ship discards every command token it has and can hold none while the card is faceup.',
    textDe: 'Dieses Schiff legt alle seine Kommandomarker ab und kann keine haben, solange die Karte offen liegt.',
    rules: [{ when: 'dealt-faceup', effect: { kind: 'discard-all-command-tokens' } }, { when: 'always', effect: { kind: 'forbid', action: 'have-command-tokens' } }],
  },
  {
    id: 'point-defense-failure',
    title: 'Point-Defense Failure',
    nameDe: 'Ausfall der Punktverteidigung',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'When this ship attacks a squadron, it takes 1 die of its choice out of the attack pool before rolling.',
    textDe: 'Greift dieses Schiff eine Staffel an, entfernt es vor dem Würfeln 1 Würfel seiner Wahl aus dem Angriffspool.',
    rules: [{ when: 'roll-attack-dice', as: 'attacker', effect: { kind: 'remove-attack-die', count: 1, chooser: 'owner', condition: 'defender-is-squadron' } }],
  },
  {
    id: 'power-failure',
    title: 'Power Failure',
    nameDe: 'Energieausfall',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: "This ship's engineering value is halved, rounding down; a second such card halves it again.",
    textDe: 'Der Technikwert dieses Schiffes wird halbiert und abgerundet; eine zweite solche Karte halbiert ihn erneut.',
    rules: [{ when: 'always', effect: { kind: 'halve-engineering-value', rounding: 'down' } }],
  },
  {
    id: 'projector-misaligned',
    title: 'Projector Misaligned',
    nameDe: 'Dejustierter Projektor',
    amount: 2,
    type: 'ship',
    persistence: 'flips-facedown',
    text: 'The hull zone with the most shields left loses all of them (the owner picks among tied zones); then the card is turned facedown.',
    textDe: 'Die Hüllensektion mit den meisten verbleibenden Schilden verliert alle (bei Gleichstand wählt der Besitzer); danach wird die Karte verdeckt.',
    rules: [{ when: 'dealt-faceup', effect: { kind: 'lose-all-shields-of-strongest-zone', tieChooser: 'owner' } }],
  },
  {
    id: 'ruptured-engine',
    title: 'Ruptured Engine',
    nameDe: 'Geborstenes Triebwerk',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'After each maneuver this ship executes, it suffers 1 damage if its speed dial shows more than 1.',
    textDe: 'Nachdem dieses Schiff ein Manöver ausgeführt hat, nimmt es 1 Schaden, falls sein Schubrad mehr als 1 zeigt.',
    rules: [{ when: 'after-maneuver', effect: { kind: 'suffer-damage', amount: 1, condition: 'speed-dial-above-1' } }],
  },
  {
    id: 'shield-failure',
    title: 'Shield Failure',
    nameDe: 'Schildausfall',
    amount: 2,
    type: 'ship',
    persistence: 'flips-facedown',
    text: 'The opponent picks up to 2 different hull zones of this ship and each loses 1 shield; then the card is turned facedown.',
    textDe: 'Der Gegner wählt bis zu 2 verschiedene Hüllensektionen dieses Schiffes, jede verliert 1 Schild; danach wird die Karte verdeckt.',
    rules: [{ when: 'dealt-faceup', effect: { kind: 'lose-shields', perZone: 1, maxZones: 2, chooser: 'opponent' } }],
  },
  {
    id: 'structural-damage',
    title: 'Structural Damage',
    nameDe: 'Strukturschaden',
    amount: 8,
    type: 'ship',
    persistence: 'flips-facedown',
    text: 'This ship is dealt one more damage card, facedown; then this card is turned facedown.',
    textDe: 'Dieses Schiff erhält eine weitere, verdeckte Schadenskarte; danach wird diese Karte verdeckt.',
    rules: [{ when: 'dealt-faceup', effect: { kind: 'deal-facedown-damage-card', count: 1 } }],
  },
  {
    id: 'targeter-disruption',
    title: 'Targeter Disruption',
    nameDe: 'Gestörte Zielerfassung',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'While this ship attacks it cannot resolve any critical effect, the standard one included.',
    textDe: 'Solange dieses Schiff angreift, kann es keine kritischen Effekte abhandeln, auch den normalen nicht.',
    rules: [{ when: 'resolve-damage', as: 'attacker', effect: { kind: 'forbid', action: 'resolve-critical-effects' } }],
  },
  {
    id: 'thrust-control-malfunction',
    title: 'Thrust-Control Malfunction',
    nameDe: 'Fehlfunktion der Schubsteuerung',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: 'At the speed on its speed dial, the last joint of this ship whose yaw is I or II allows one click less (a navigate command may add it back).',
    textDe: 'Beim Schub auf seinem Schubrad erlaubt das letzte Gelenk dieses Schiffes mit | oder || einen Klick weniger (ein Navigieren-Kommando darf ihn wieder hinzufügen).',
    rules: [{ when: 'determine-course', effect: { kind: 'reduce-yaw-of-last-adjustable-joint', by: 1 } }],
  },
  {
    id: 'thruster-fissure',
    title: 'Thruster Fissure',
    nameDe: 'Triebwerksriss',
    amount: 2,
    type: 'ship',
    persistence: 'stays-faceup',
    text: "Each time its owner changes this ship's speed by 1 or more, the ship suffers 1 damage.",
    textDe: 'Jedes Mal, wenn der Besitzer den Schub dieses Schiffes um 1 oder mehr ändert, nimmt es 1 Schaden.',
    rules: [{ when: 'speed-change', effect: { kind: 'suffer-damage', amount: 1 } }],
  },
];
