// Copied from github.com/rkbodenner/star-wars-armada-data data/damage-card-core.json
// (commit 450ec48708a67d39e24d44b1dc3be7078f55ee15), trimmed to title, id, amount, type and text.
// Licence of the source data (MIT), kept with the copy:
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

/** The 22 distinct damage cards of the 52-card core damage deck (`amount` copies each). */
export const DAMAGE_CARDS: readonly DamageCard[] = [
  {"id": "blinded-gunners", "title": "Blinded Gunners", "amount": 2, "type": "crew", "text": "While attacking, you cannot spend [Scatter] icons."},
  {"id": "capacitor-failure", "title": "Capacitor Failure", "amount": 2, "type": "ship", "text": "If a hull zone has no remaining shields, you cannot recover shields in it nor move shields to it. If that hull zone is defending, you cannot spend [Redirect] tokens."},
  {"id": "comm-noise", "title": "Comm Noise", "amount": 2, "type": "crew", "text": "Your opponent may either reduce your speed by 1 or choose a new command on your top command dial. Then flip this card facedown."},
  {"id": "compartment-fire", "title": "Compartment Fire", "amount": 2, "type": "crew", "text": "You cannot ready your defense tokens."},
  {"id": "coolant-discharge", "title": "Coolant Discharge", "amount": 2, "type": "ship", "text": "Only one attack you perform each round can target a ship."},
  {"id": "crew-panic", "title": "Crew Panic", "amount": 2, "type": "crew", "text": "Before you reveal a command dial, you must either suffer 1 damage or discard that dial. If you discard it, do not reveal a dial this round."},
  {"id": "damaged-controls", "title": "Damaged Controls", "amount": 2, "type": "crew", "text": "When you overlap a ship or obstacle, deal 1 facedown damage card to your ship (in addition to all other obstacle effects)."},
  {"id": "damaged-munitions", "title": "Damaged Munitions", "amount": 2, "type": "ship", "text": "When attacking a ship, before you roll your attack pool, remove 1 die of your choice."},
  {"id": "depowered-armament", "title": "Depowered Armament", "amount": 2, "type": "ship", "text": "You cannot attack at long range."},
  {"id": "disengaged-fire-control", "title": "Disengaged Fire Control", "amount": 2, "type": "ship", "text": "When declaring the target of an attack, you cannot choose a target against whom the attack would be obstructed."},
  {"id": "faulty-countermeasures", "title": "Faulty Countermeasures", "amount": 2, "type": "ship", "text": "You cannot spend exhausted defense tokens."},
  {"id": "injured-crew", "title": "Injured Crew", "amount": 4, "type": "crew", "text": "Choose and discard 1 of your defense tokens. Then flip this card facedown."},
  {"id": "life-support-failure", "title": "Life Support Failure", "amount": 2, "type": "crew", "text": "Discard all of your command tokens.\nYou cannot have any command tokens."},
  {"id": "point-defense-failure", "title": "Point-Defense Failure", "amount": 2, "type": "ship", "text": "When attacking a squadron, before you roll your attack pool, remove 1 die of your choice."},
  {"id": "power-failure", "title": "Power Failure", "amount": 2, "type": "ship", "text": "Your engineering value is reduced to half its value, rounded down."},
  {"id": "projector-misaligned", "title": "Projector Misaligned", "amount": 2, "type": "ship", "text": "Your hull zone with the most remaining shields loses all of its shields. If multiple hull zones are tied, choose between the tied hull zones. Then flip this card face down."},
  {"id": "ruptured-engine", "title": "Ruptured Engine", "amount": 2, "type": "ship", "text": "After you execute a maneuver, if the speed on your speed dial is greater than \"1,\" suffer 1 damage."},
  {"id": "shield-failure", "title": "Shield Failure", "amount": 2, "type": "ship", "text": "Your opponent may choose up to 2 of your hull zones. Each of the chosen hull zones loses 1 shield. Then flip this card facedown."},
  {"id": "structural-damage", "title": "Structural Damage", "amount": 8, "type": "ship", "text": "Deal 1 facedown damage card to your ship. Then flip this card facedown."},
  {"id": "targeter-disruption", "title": "Targeter Disruption", "amount": 2, "type": "ship", "text": "While attacking, you cannot resolve critical effects."},
  {"id": "thrust-control-malfunction", "title": "Thrust-Control Malfunction", "amount": 2, "type": "ship", "text": "The yaw value for the last adjustable joint at your current speed is reduced by 1."},
  {"id": "thruster-fissure", "title": "Thruster Fissure", "amount": 2, "type": "ship", "text": "When you change your speed by 1 or more, suffer 1 damage."},
];
