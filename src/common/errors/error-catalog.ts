import { text, type Text } from '../../engine/core/text.js';

interface ErrorSpec {
  readonly status: number;
  readonly title: string;
  readonly messages: Text;
}

/**
 * Every error the service itself raises, with its HTTP status and default
 * messages. Rule violations come from the engines with their own codes (422).
 */
export const ERRORS = {
  INVALID_REQUEST: {
    status: 400,
    title: 'Invalid request',
    messages: text('Die Anfrage ist ungültig.', 'The request is invalid.'),
  },
  MALFORMED_JSON: {
    status: 400,
    title: 'Malformed JSON',
    messages: text('Der Anfrageinhalt ist kein gültiges JSON.', 'The request body is not valid JSON.'),
  },
  UNKNOWN_GAME: {
    status: 400,
    title: 'Unknown game',
    messages: text('Dieses Spiel kennt Holocron nicht.', 'Holocron does not know this game.'),
  },
  INVALID_PLAYER_COUNT: {
    status: 400,
    title: 'Invalid player count',
    messages: text('Diese Spielerzahl ist für das Spiel nicht vorgesehen.', 'The game is not played with this many players.'),
  },
  UNKNOWN_BOT: {
    status: 400,
    title: 'Unknown bot',
    messages: text('Diesen Bot kennt Holocron nicht.', 'Holocron has no such bot.'),
  },
  BOT_UNAVAILABLE: {
    status: 400,
    title: 'Bot not available for this game',
    messages: text('Für dieses Spiel gibt es diesen Bot nicht.', 'This bot does not play this game.'),
  },
  INVALID_SEATS: {
    status: 400,
    title: 'Invalid seats',
    messages: text(
      'seats braucht einen Eintrag je Spieler, und mindestens ein Platz gehört einem Menschen.',
      'seats needs one entry per player, and at least one seat belongs to a person.',
    ),
  },
  INVALID_SANDBOX_DICE: {
    status: 400,
    title: 'Invalid sandbox dice',
    messages: text('Die vorgegebenen Würfelergebnisse passen nicht zu den Würfeln des Spiels.', "The scripted dice do not fit the game's dice."),
  },
  ACTION_REQUIRED: {
    status: 400,
    title: 'Action required',
    messages: text(
      'Genau eines von action, actionId, typed oder steps ist anzugeben.',
      'Give exactly one of action, actionId, typed or steps.',
    ),
  },
  ACTION_ENTRY_INVALID: {
    status: 400,
    title: 'Invalid action entry',
    messages: text(
      'Ein Parameter von typed ist kein JSON-Text, doppelt oder heißt type.',
      'A parameter of typed is no JSON text, is given twice or is named type.',
    ),
  },
  TOKEN_INVALID: {
    status: 401,
    title: 'Invalid token',
    messages: text('Dieses Token gehört zu keinem Platz.', 'This token belongs to no seat.'),
  },
  SEAT_TOKEN_REQUIRED: {
    status: 401,
    title: 'Seat token required',
    messages: text(
      'Nur ein Platz kann handeln: Authorization: Bearer <Token> mitsenden.',
      'Only a seat can act: send Authorization: Bearer <token>.',
    ),
  },
  TOKEN_FOR_OTHER_GAME: {
    status: 403,
    title: 'Token of another game',
    messages: text('Dieses Token gehört zu einem anderen Spiel.', 'This token belongs to another game.'),
  },
  GAME_NOT_FOUND: {
    status: 404,
    title: 'Game not found',
    messages: text('Dieses Spiel gibt es nicht.', 'There is no such game.'),
  },
  RULE_NOT_FOUND: {
    status: 404,
    title: 'Rule not found',
    messages: text('Diesen Regeleintrag gibt es nicht.', 'There is no such rule entry.'),
  },
  RULE_PART_NOT_FOUND: {
    status: 404,
    title: 'Answer part not found',
    messages: text('Diesen Teil der Antwort gibt es nicht.', 'There is no such part of the answer.'),
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    title: 'Not found',
    messages: text('Diese Adresse gibt es nicht.', 'There is nothing at this address.'),
  },
  CATALOG_ENTRY_NOT_FOUND: {
    status: 404,
    title: 'Catalog entry not found',
    messages: text('Diesen Katalogeintrag gibt es nicht.', 'There is no such catalog entry.'),
  },
  VERSION_CONFLICT: {
    status: 409,
    title: 'Version conflict',
    messages: text(
      'Das Spiel hat sich inzwischen geändert; neu laden und erneut entscheiden.',
      'The game has changed in the meantime; reload and decide again.',
    ),
  },
  ACTION_NOT_LEGAL: {
    status: 422,
    title: 'Action not legal',
    messages: text('Diese Aktion ist jetzt nicht erlaubt.', 'This action is not allowed now.'),
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    title: 'Idempotency key reused',
    messages: text(
      'Dieser Idempotenzschlüssel wurde schon für eine andere Anfrage verwendet.',
      'This idempotency key was already used for a different request.',
    ),
  },
  INTERNAL_ERROR: {
    status: 500,
    title: 'Internal error',
    messages: text('Ein interner Fehler ist aufgetreten.', 'An internal error occurred.'),
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    title: 'Database unavailable',
    messages: text('Die Datenbank ist nicht erreichbar.', 'The database cannot be reached.'),
  },
  NOT_READY: {
    status: 503,
    title: 'Not ready',
    messages: text(
      'Diese Instanz ist nicht bereit: Datenbank, Migrationen oder Regelglossar fehlen (siehe checks).',
      'This instance is not ready: database, migrations or rules glossary are missing (see checks).',
    ),
  },
  HIDDEN_OUTCOME_NOT_LAST: {
    status: 422,
    title: 'Hidden outcome not last',
    messages: text(
      'Ein Schritt, dessen Ausgang vom Zufall (Würfel, Mischen, Ziehen) oder von verdeckten Fakten abhängt, darf nur der letzte eines Stapels sein; nichts wurde ausgeführt. Ihn als letzten Schritt oder einzeln senden (docs/security.md).',
      'A step whose outcome depends on chance (dice, shuffles, draws) or on hidden facts may only be the last step of a batch; nothing was applied. Send it as the last step or on its own (docs/security.md).',
      ),
    },
  INVALID_SANDBOX_SHUFFLES: {
    status: 400,
    title: 'Invalid sandbox shuffles',
    messages: text('Die vorgegebenen Mischergebnisse passen nicht zu den Stapeln des Spiels.', "The scripted shuffles do not fit the game's decks."),
  },
  SANDBOX_DIE_NOT_A_FACE: {
    status: 422,
    title: 'Scripted die does not fit',
    messages: text(
      'Das nächste vorgegebene Würfelergebnis zeigt der geworfene Würfel nicht; den Rest des Skripts ersetzen.',
      'The next scripted die result is not a face of the die rolled; replace the rest of the script.',
    ),
  },
  NOT_A_SANDBOX_GAME: {
    status: 409,
    title: 'Not a sandbox game',
    messages: text(
      'Nur ein Sandkastenspiel hat vorgegebene Würfel; die Würfel dieses Spiels zieht der Server.',
      "Only a sandbox game has scripted dice; this game's dice are drawn by the server.",
    ),
  },
  GAME_ENDED: {
    status: 409,
    title: 'Game ended',
    messages: text(
      'Das Spiel ist beendet; es nimmt keine Aktionen, Aufgaben oder Siegansprüche mehr an (outcome im Spiel lesen).',
      'The game has ended; it takes no more actions, resignations or claims (read the outcome on the game).',
    ),
  },
  CLAIM_WIN_TOO_EARLY: {
    status: 409,
    title: 'Claim too early',
    messages: text('Der Sieg kann noch nicht beansprucht werden.', 'The win cannot be claimed yet.'),
  },
  CLAIM_WIN_NOT_WAITING: {
    status: 409,
    title: 'Not waiting for an opponent',
    messages: text(
      'Den Sieg kann nur ein Platz beanspruchen, der auf einen Gegner wartet und selbst nichts zu entscheiden hat.',
      'Only a seat that waits for an opponent and has nothing to decide itself may claim the win.',
    ),
  },
  HISTORY_NOT_OPEN: {
    status: 403,
    title: 'History not open',
    messages: text(
      'Die Sicht eines anderen Platzes gibt es nur nach Spielende und nur, wenn das Spiel mit openHistoryWhenEnded angelegt wurde.',
      "Another seat's view is shown only after the end, and only if the game was created with openHistoryWhenEnded.",
    ),
  },
  QUERY_TOO_DEEP: {
    status: 400,
    title: 'Query too deep',
    messages: text('Die GraphQL-Anfrage ist zu tief verschachtelt.', 'The GraphQL query is nested too deeply.'),
  },
  TOO_MANY_ALIASES: {
    status: 400,
    title: 'Too many aliases',
    messages: text('Die GraphQL-Anfrage hat zu viele Aliasse.', 'The GraphQL query has too many aliases.'),
  },
  QUERY_TOO_COMPLEX: {
    status: 400,
    title: 'Query too complex',
    messages: text('Die GraphQL-Anfrage würde zu viele Objekte liefern.', 'The GraphQL query would return too many objects.'),
  },
  TOO_MANY_MUTATIONS: {
    status: 400,
    title: 'Too many mutations',
    messages: text('Die GraphQL-Anfrage enthält zu viele Mutationen.', 'The GraphQL request holds too many mutations.'),
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: 'Payload too large',
    messages: text('Der Anfrageinhalt ist zu groß.', 'The request body is too large.'),
  },
  JSON_TOO_DEEP: {
    status: 400,
    title: 'JSON nested too deeply',
    messages: text('Der JSON-Inhalt ist zu tief verschachtelt.', 'The JSON body is nested too deeply.'),
  },
  RATE_LIMITED: {
    status: 429,
    title: 'Too many requests',
    messages: text('Zu viele Anfragen; nach Retry-After Sekunden erneut versuchen.', 'Too many requests; try again after Retry-After seconds.'),
  },
  TOO_MANY_SUBSCRIPTIONS: {
    status: 429,
    title: 'Too many subscriptions',
    messages: text('Diese Verbindung hat schon zu viele offene Abonnements.', 'This connection already has too many open subscriptions.'),
  },
  MALFORMED_HTTP: {
    status: 400,
    title: 'Malformed HTTP request',
    messages: text(
      'Die Anfrage ist kein gültiges HTTP (z. B. ein Steuerzeichen wie NUL in einer Kopfzeile oder im Pfad).',
      'The request is not valid HTTP (e.g. a control character such as NUL in a header or the path).',
    ),
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    title: 'Request headers too large',
    messages: text('Die Kopfzeilen der Anfrage sind zu groß.', 'The request headers are too large.'),
  },
  REQUEST_TIMEOUT: {
    status: 408,
    title: 'Request timeout',
    messages: text('Die Anfrage kam nicht rechtzeitig vollständig an.', 'The request did not arrive in full in time.'),
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    title: 'Idempotency key in use',
    messages: text(
      'Eine Anfrage mit diesem Idempotenzschlüssel wird noch bearbeitet; nach ihrer Antwort erneut senden.',
      'A request with this idempotency key is still being processed; send it again once that one is answered.',
    ),
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
