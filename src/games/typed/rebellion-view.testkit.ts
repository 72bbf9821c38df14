/**
 * The typed Rebellion view written back in the JSON view's form, so a spec
 * can show that typing lost and added nothing: lists by id become maps again,
 * a hidden list its 'hidden' entries, and the keys the JSON view leaves out
 * (a hidden hand's cards, a leader not detained, an effect's other fields)
 * are dropped where the typed view says null or false. Works on the map's
 * output and on a GraphQL answer alike (enum names there have _ for -:
 * compare through `dashless`).
 */
type Json = Record<string, unknown>;
type List = Json[];

const drop = (o: Json, keys: readonly string[]): Json => Object.fromEntries(Object.entries(o).filter(([k, v]) => !(keys.includes(k) && v === null)));

const counts = (list: unknown): Json => Object.fromEntries((list as List).map((c) => [c.unit, c.count]));

const hand = (h: Json): Json => (h.cards === null ? { count: h.count } : { count: h.count, cards: h.cards });

const hidden = (h: Json): unknown[] => (h.cards === null ? Array.from({ length: h.count as number }, () => 'hidden') : (h.cards as unknown[]));

const byFaction = (o: Json, f: (v: Json) => unknown): Json => ({ empire: f(o.empire as Json), rebel: f(o.rebel as Json) });

const moveStep = (s: Json): Json => (s.kind === 'units' ? { kind: 'units', from: s.from, unit: s.unit, count: s.count } : { kind: 'captive', from: s.from, leader: s.leader });

function phase(typed: Json): Json {
  const kind = typed.kind as string;
  const part = Object.entries(typed).find(([k, v]) => k !== 'kind' && v !== null)?.[1] as Json | undefined;
  if (part === undefined) return { kind };
  switch (kind.replace(/_/g, '-')) {
    case 'placement':
      return { kind, faction: part.faction, remaining: counts(part.remaining), placed: part.placed };
    case 'assignment':
      return drop({ kind, ...part }, ['steps']);
    case 'command':
      return { kind, ...part };
    case 'activation':
      return { kind, ...part, steps: (part.steps as List).map(moveStep) };
    case 'mission': {
      const { setDown, rescued, objectives, projects, ...rest } = part;
      return {
        kind,
        ...rest,
        ...(setDown === null ? {} : { setDown }),
        ...(rescued ? { rescued: true } : {}),
        objectives: hidden(objectives as Json),
        projects: hidden(projects as Json),
      };
    }
    case 'combat': {
      const { won, destroyed, retreat, ...rest } = part;
      return {
        kind,
        ...rest,
        retreat: retreat === null ? null : { ...(retreat as Json), steps: ((retreat as Json).steps as List).map(moveStep) },
        won: Object.fromEntries((won as List).map((w) => [w.theater, w.winner])),
        destroyed: byFaction(destroyed as Json, (u) => counts(u)),
      };
    }
    case 'rapid-mobilization': {
      const drawn = part.drawn as Json;
      return {
        kind,
        ...part,
        steps: (part.steps as List).map(moveStep),
        drawn: drawn.systems === null ? Array.from({ length: drawn.count as number }, () => 'hidden') : drawn.systems,
      };
    }
    case 'evacuation':
      return { kind, ...part, steps: (part.steps as List).map(moveStep) };
    case 'recruit':
      return {
        kind,
        offered: byFaction(part.offered as Json, hand),
        chosen: byFaction(part.chosen as Json, (c) => drop(c, ['card'])),
        turn: part.turn,
      };
    case 'build':
      return drop({ kind, ...part }, ['done', 'releasing', 'choices', 'picked']);
    case 'deploy':
      return { kind, faction: part.faction, ready: counts(part.ready), deployed: Object.fromEntries((part.deployed as List).map((d) => [d.place, d.count])) };
    default:
      return { kind, ...part };
  }
}

export function untypedRebellionView(typed: Json): Json {
  const t = typed as Record<string, Json & List>;
  const viewer = t.viewer.kind === 'spectator' ? { kind: 'spectator' } : t.viewer;
  const sides = t.sides as unknown as List;
  return {
    viewer,
    seats: t.seats,
    phase: phase(t.phase),
    round: t.round,
    time: t.time,
    reputation: t.reputation,
    systems: Object.fromEntries(t.systems.map(({ id, units, ...s }) => [id, { ...s, units: counts(units) }])),
    rebelBase: { ...t.rebelBase, units: counts(t.rebelBase.units) },
    leaders: Object.fromEntries(
      t.leaders.map(({ id, location, ring, detained }) => [
        id,
        { location: drop(location as Json, ['system', 'slot']), ring, ...(detained ? { detained: true } : {}) },
      ]),
    ),
    assigned: byFaction(t.assigned, (a) => (a.missions === null ? { count: a.count } : { count: a.count, cards: a.missions })),
    discards: t.discards,
    ended: t.ended,
    decks: t.decks,
    hands: {
      missions: byFaction(t.hands.missions as Json, hand),
      actions: byFaction(t.hands.actions as Json, hand),
      objectives: hand(t.hands.objectives as Json),
      probes: hand({ count: (t.hands.probes as Json).count, cards: (t.hands.probes as Json).systems }),
      tactics: byFaction(t.hands.tactics as Json, (h) => ({ ...hand(h), space: h.space, ground: h.ground })),
    },
    probesInBox: t.probesInBox,
    buildQueue: t.buildQueue,
    objectivesPlayed: t.objectivesPlayed,
    eliminated: t.eliminated,
    rapidMobilization: t.rapidMobilization === null ? null : Object.fromEntries(Object.entries(t.rapidMobilization as Json).filter(([, v]) => v !== null)),
    modifiers: t.modifiers.map((m) => ({ ...m, effect: Object.fromEntries(Object.entries(m.effect as Json).filter(([, v]) => v !== null)) })),
    ...(sides.length === 0 ? {} : { sides: Object.fromEntries(sides.map((s) => [s.leader, s.faction])) }),
    ...(t.prompt === null
      ? {}
      : {
          prompt: drop(
            {
              ...t.prompt,
              choices: (t.prompt.choices as unknown as List).map((c) =>
                drop({ ...c, params: Object.fromEntries((c.params as { name: string; value: string }[]).map((e) => [e.name, JSON.parse(e.value)])) }, ['group']),
              ),
            },
            ['source', 'passLabel'],
          ),
        }),
  };
}

/** Every string with _ for -: GraphQL writes enum values' names (darth_vader), the JSON view the ids (darth-vader). */
export function dashless(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/-/g, '_');
  if (Array.isArray(value)) return value.map(dashless);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/-/g, '_'), dashless(v)]));
  return value;
}
