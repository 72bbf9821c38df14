import type { SystemId } from '../../engine/rebellion/data/systems.data.js';

/**
 * Where each system's planet sits on the printed galaxy map, in pixels of a
 * scan of the board about 3,000 × 1,550 px (x right, y down).
 *
 * An assumption, not a rule: the rulebooks print no coordinates, and the
 * picture needs only a recognisable layout. Source: johnchampaign/star-wars-rebellion
 * (MIT licence, © 2026 John Champaign), `assets/systems.json`, field
 * `boardPos` ("planet centers, user-positioned" over the board image of a
 * Vassal module), commit 12f617d27c39e20bd59cf7e461983b3ed6af3913. Only these
 * numbers were taken; they were typed in again. The regions of
 * `systems.data.ts` and the borders of `adjacency.data.ts` come from other
 * tables; `board-layout.data.spec.ts` checks that the positions agree with
 * them (each region compact, every border short). docs/games/rebellion.md
 * lists this assumption.
 */
export const BOARD_POSITIONS: Readonly<Record<SystemId, { readonly x: number; readonly y: number }>> = {
  alderaan: { x: 1317, y: 1237 },
  bespin: { x: 2631, y: 1177 },
  bothawui: { x: 1713, y: 312 },
  'cato-neimoidia': { x: 1837, y: 1081 },
  corellia: { x: 2122, y: 1347 },
  coruscant: { x: 1724, y: 1401 },
  dagobah: { x: 2483, y: 857 },
  dantooine: { x: 265, y: 1035 },
  dathomir: { x: 709, y: 951 },
  endor: { x: 2617, y: 1455 },
  felucia: { x: 641, y: 490 },
  geonosis: { x: 2505, y: 342 },
  hoth: { x: 2925, y: 1167 },
  ilum: { x: 711, y: 1433 },
  kashyyyk: { x: 1358, y: 847 },
  kessel: { x: 1029, y: 156 },
  malastare: { x: 1745, y: 809 },
  mandalore: { x: 1089, y: 1003 },
  'mon-calamari': { x: 524, y: 165 },
  mustafar: { x: 2825, y: 881 },
  mygeeto: { x: 531, y: 1193 },
  naboo: { x: 2233, y: 633 },
  'nal-hutta': { x: 1369, y: 140 },
  'ord-mantell': { x: 989, y: 1309 },
  rodia: { x: 1985, y: 434 },
  ryloth: { x: 2731, y: 100 },
  saleucami: { x: 943, y: 474 },
  sullust: { x: 2243, y: 1051 },
  tatooine: { x: 2165, y: 92 },
  toydaria: { x: 1271, y: 514 },
  utapau: { x: 2865, y: 499 },
  yavin: { x: 377, y: 633 },
};
