/** A sandbox position of "Angriff der Rebellen" for two seats: Ghosts on 0 and 15. */
export function rebelsPosition(at: Record<number, string> = {}, extra: Record<string, unknown> = {}) {
  const fill = [
    'stormtrooper', 'stormtrooper', 'stormtrooper', 'agent-kallus', 'tie-fighter', 'tie-fighter', 'tie-fighter',
    'tie-fighter-geschwader', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'tie-fighter-geschwader',
    'sternzerstoerer', 'sternzerstoerer', 'sternzerstoerer', 'sternzerstoerer', 'inquisitor',
  ];
  const grid = fill.map((t, i) => at[i] ?? t);
  return { grid, stack: ['darth-vader'], ghosts: [0, 15], ...extra };
}
