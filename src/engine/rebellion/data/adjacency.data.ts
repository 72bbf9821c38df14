import type { SystemId } from './systems.data.js';

/**
 * The 69 borders units may cross (RR EINHEITEN BEWEGEN: systems sharing a
 * border are adjacent; impassable areas are simply missing edges). Each
 * border is listed once; `neighbours` answers both directions.
 */
export const BORDERS: readonly (readonly [SystemId, SystemId])[] = [
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

const neighbourMap = new Map<SystemId, SystemId[]>();
for (const [a, b] of BORDERS) {
  neighbourMap.set(a, [...(neighbourMap.get(a) ?? []), b]);
  neighbourMap.set(b, [...(neighbourMap.get(b) ?? []), a]);
}
for (const list of neighbourMap.values()) list.sort();

export function neighbours(system: SystemId): readonly SystemId[] {
  return neighbourMap.get(system) ?? [];
}
