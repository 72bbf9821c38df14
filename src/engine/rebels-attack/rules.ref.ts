/**
 * The glossary entries of "Angriff der Rebellen" (seed 002) that rules and
 * rejections cite. A spec checks that each one exists in the rules glossary.
 */
export const RULES = {
  material: 'rebels-attack:spielmaterial',
  setup: 'rebels-attack:spielvorbereitung',
  turn: 'rebels-attack:spielablauf',
  move: 'rebels-attack:ghost-bewegen',
  reveal: 'rebels-attack:feld-aufdecken',
  support: 'rebels-attack:unterstuetzung',
  ally: 'rebels-attack:verbuendete',
  enemy: 'rebels-attack:imperiale-gegner',
  fight: 'rebels-attack:kampf',
  nebula: 'rebels-attack:kosmischer-nebel',
  refill: 'rebels-attack:luecke-fuellen',
  end: 'rebels-attack:spielende',
  nebulaFaq: 'rebels-attack:faq-kosmischer-nebel',
} as const;
