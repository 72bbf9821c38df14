import type { AttackView } from '../engine/armada/attack/attack.view.js';
import type { RebellionView } from '../engine/rebellion/rebellion.view.js';
import { renderArmadaTable, type ArmadaView } from './armada/table.picture.js';
import { renderArmadaAttack } from './armada-attack/attack.picture.js';
import type { PictureInput, Renderer } from './picture.types.js';
import { renderRebellion } from './rebellion/rebellion.picture.js';
import { renderRebels, type RebelsView } from './rebels-attack/rebels.picture.js';

/**
 * One renderer per game id, each taking the view its engine's `view`
 * returns. `picture.registry.spec.ts` checks that every game of the
 * registry has one, so the lookup below cannot miss for a game the service plays.
 */
const RENDERERS: Readonly<Record<string, Renderer<unknown>>> = {
  'rebels-attack': (input) => renderRebels(input as PictureInput<RebelsView>),
  rebellion: (input) => renderRebellion(input as PictureInput<RebellionView>),
  'armada-attack': (input) => renderArmadaAttack(input as PictureInput<AttackView>),
  armada: (input) => renderArmadaTable(input as PictureInput<ArmadaView>),
};

export function hasPicture(game: string): boolean {
  return Object.hasOwn(RENDERERS, game);
}

/** The SVG picture of a game's view as its engine gave it to one viewer. */
export function renderPicture(game: string, input: PictureInput<unknown>): string {
  const render = RENDERERS[game];
  if (!render) throw new Error(`no picture renderer for game ${game}`);
  return render(input);
}
