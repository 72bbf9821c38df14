/** JSON with sorted keys, so equal actions have equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/**
 * A short id a bot can echo back: the same action has the same id in every
 * state, so an id read at one version still names that action later.
 */
export function actionId(action: unknown): string {
  const json = canonicalJson(action);
  const hi = fnv1a(json, 2166136261).toString(36).padStart(7, '0');
  const lo = fnv1a(json, 84696351).toString(36).padStart(7, '0');
  return `${hi}${lo}`.slice(0, 12);
}
