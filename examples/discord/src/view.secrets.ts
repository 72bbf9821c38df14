/** One fact a seat sees that spectators do not: where it is in the view and what it holds. */
export interface Secret {
  readonly path: string;
  readonly value: unknown;
}

/** Who is looking, not what is hidden. */
const VIEWER_KEYS = new Set(['viewer', 'you']);

/**
 * What `seatView` shows beyond `publicView`, for any game: the service already
 * hides each seat's secrets from spectators (hands, objectives, dials), so the
 * difference between the two views is exactly what only this seat may know.
 */
export function secretsOf(seatView: unknown, publicView: unknown, path = ''): Secret[] {
  if (isRecord(seatView) && isRecord(publicView)) {
    return Object.entries(seatView).flatMap(([key, value]) =>
      path === '' && VIEWER_KEYS.has(key) ? [] : secretsOf(value, publicView[key], path ? `${path}.${key}` : key),
    );
  }
  return JSON.stringify(seatView) === JSON.stringify(publicView) ? [] : [{ path, value: seatView }];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** "hands.objectives.cards: a, b" lines, for an ephemeral message. */
export function describeSecrets(secrets: readonly Secret[]): string {
  return secrets.map((s) => `**${s.path}**: ${Array.isArray(s.value) ? s.value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : JSON.stringify(s.value)}`).join('\n');
}
