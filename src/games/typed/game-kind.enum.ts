import { registerEnumType } from '@nestjs/graphql';

/**
 * The games as a GraphQL enum. Enum names may not hold a hyphen, so
 * `rebels-attack` is `rebels_attack` here; the string id (`Game.game`) stays
 * what inputs and REST take.
 */
export enum GameKind {
  rebels_attack = 'rebels-attack',
  armada_attack = 'armada-attack',
  rebellion = 'rebellion',
  armada = 'armada',
}

registerEnumType(GameKind, {
  name: 'GameKind',
  description: 'Which game: the string id with _ for - (rebels_attack is "rebels-attack").',
});

const KINDS: ReadonlySet<string> = new Set(Object.values(GameKind));

/** The enum value of a game id; every id in the registry has one (games-kind spec). */
export function kindOf(id: string): GameKind {
  if (!KINDS.has(id)) throw new Error(`no GameKind for game ${id}`);
  return id as GameKind;
}
