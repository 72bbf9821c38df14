/**
 * Rebellion's printed map: the 69 borders units may cross (RR EINHEITEN
 * BEWEGEN). Public board data, copied from src/engine/rebellion/data/
 * adjacency.data.ts (which cites the board), because the client package
 * builds without the engine. Change them together.
 */
export const REBELLION_BORDERS: readonly (readonly [string, string])[] = [
  ['alderaan', 'cato-neimoidia'],
  ['alderaan', 'corellia'],
  ['alderaan', 'coruscant'],
  ['alderaan', 'kashyyyk'],
  ['alderaan', 'mandalore'],
  ['alderaan', 'ord-mantell'],
  ['bespin', 'endor'],
  ['bespin', 'hoth'],
  ['bespin', 'mustafar'],
  ['bespin', 'sullust'],
  ['bothawui', 'malastare'],
  ['bothawui', 'nal-hutta'],
  ['bothawui', 'rodia'],
  ['bothawui', 'tatooine'],
  ['bothawui', 'toydaria'],
  ['cato-neimoidia', 'corellia'],
  ['cato-neimoidia', 'kashyyyk'],
  ['cato-neimoidia', 'malastare'],
  ['cato-neimoidia', 'sullust'],
  ['corellia', 'coruscant'],
  ['corellia', 'sullust'],
  ['coruscant', 'ord-mantell'],
  ['dagobah', 'mustafar'],
  ['dagobah', 'naboo'],
  ['dagobah', 'sullust'],
  ['dagobah', 'utapau'],
  ['dantooine', 'dathomir'],
  ['dantooine', 'mygeeto'],
  ['dathomir', 'mandalore'],
  ['dathomir', 'mygeeto'],
  ['dathomir', 'yavin'],
  ['endor', 'hoth'],
  ['felucia', 'mandalore'],
  ['felucia', 'mon-calamari'],
  ['felucia', 'saleucami'],
  ['felucia', 'yavin'],
  ['geonosis', 'naboo'],
  ['geonosis', 'rodia'],
  ['geonosis', 'ryloth'],
  ['geonosis', 'tatooine'],
  ['geonosis', 'utapau'],
  ['hoth', 'mustafar'],
  ['ilum', 'mygeeto'],
  ['ilum', 'ord-mantell'],
  ['kashyyyk', 'malastare'],
  ['kashyyyk', 'mandalore'],
  ['kashyyyk', 'saleucami'],
  ['kashyyyk', 'toydaria'],
  ['kessel', 'nal-hutta'],
  ['kessel', 'saleucami'],
  ['kessel', 'toydaria'],
  ['malastare', 'naboo'],
  ['malastare', 'rodia'],
  ['malastare', 'sullust'],
  ['malastare', 'toydaria'],
  ['mandalore', 'mygeeto'],
  ['mandalore', 'ord-mantell'],
  ['mandalore', 'saleucami'],
  ['mandalore', 'yavin'],
  ['mon-calamari', 'saleucami'],
  ['mustafar', 'sullust'],
  ['mygeeto', 'ord-mantell'],
  ['naboo', 'rodia'],
  ['naboo', 'sullust'],
  ['naboo', 'utapau'],
  ['nal-hutta', 'toydaria'],
  ['rodia', 'tatooine'],
  ['ryloth', 'tatooine'],
  ['saleucami', 'toydaria'],
];

const neighbourMap = new Map<string, string[]>();
for (const [a, b] of REBELLION_BORDERS) {
  neighbourMap.set(a, [...(neighbourMap.get(a) ?? []), b]);
  neighbourMap.set(b, [...(neighbourMap.get(b) ?? []), a]);
}

export function rebellionNeighbours(system: string): readonly string[] {
  return neighbourMap.get(system) ?? [];
}
