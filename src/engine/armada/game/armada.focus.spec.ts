import { isViolation } from '../../core/rule-violation.error.js';
import { randomPlayout } from '../../core/playout.testkit.js';
import { HULL_ZONES } from '../catalog/catalog.types.js';
import { hullZoneTargets, squadronTargets } from '../geometry/attack.query.js';
import { buildScene } from '../geometry/table.scene.js';
import { armadaGame as game } from './armada.game.js';
import { liveShips, liveSquadrons, shipAttackTargets, squadronAttackTargets, tableOf } from './game.table.js';
import type { ArmadaState } from './game.types.js';

/**
 * The game asks the kernel on a table focused on what can be in range and
 * arc (game.table.ts): an optimisation only. Every answer must equal the
 * kernel's on the whole table.
 */
describe('armada: focused attack questions give the kernel’s answers', () => {
  it('for every hull zone and squadron in positions of random games', () => {
    let withTargets = 0;
    for (let g = 0; g < 2; g++) {
      const run = randomPlayout<ArmadaState>(game, 2, `focus-${g}`, 5000);
      for (const s of run.states.filter((_, i) => i % 10 === 0)) {
        const full = buildScene(tableOf(s));
        for (const x of liveShips(s))
          for (const zone of HULL_ZONES) {
            const all = hullZoneTargets(full, { id: x.id, zone });
            const want = isViolation(all) ? [] : all.targets.filter((t) => t.canAttack);
            expect(shipAttackTargets(s, x.id, zone)).toEqual(want);
            if (want.length > 0) withTargets++;
          }
        for (const q of liveSquadrons(s)) {
          const all = squadronTargets(full, q.id);
          expect(squadronAttackTargets(s, q.id)).toEqual(isViolation(all) ? [] : all.targets.filter((t) => t.canAttack));
        }
      }
    }
    expect(withTargets).toBeGreaterThan(20);
  });
});
