/** A seat is a player position, numbered from 0 in the order the game was created. */
export type Seat = number;

/** Who is looking: a seat (authenticated by its token) or a spectator. */
export type Viewer = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' };

export const SPECTATOR: Viewer = { kind: 'spectator' };

export function seatViewer(seat: Seat): Viewer {
  return { kind: 'seat', seat };
}

/**
 * Who may see an event's payload. `server` events (deck orders, face-down
 * tiles) are seen by nobody outside the engine; the others are redacted for
 * viewers they exclude.
 */
export type Visibility =
  | { readonly kind: 'public' }
  | { readonly kind: 'seats'; readonly seats: readonly Seat[] }
  | { readonly kind: 'server' };

export const PUBLIC: Visibility = { kind: 'public' };
export const SERVER_ONLY: Visibility = { kind: 'server' };

export function onlySeats(...seats: Seat[]): Visibility {
  return { kind: 'seats', seats };
}

export function canSee(visibility: Visibility, viewer: Viewer): boolean {
  switch (visibility.kind) {
    case 'public':
      return true;
    case 'server':
      return false;
    case 'seats':
      return viewer.kind === 'seat' && visibility.seats.includes(viewer.seat);
  }
}
