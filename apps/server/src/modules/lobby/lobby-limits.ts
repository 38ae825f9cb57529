/**
 * The lobby's stream caps, in one place (issue 26: one customer held 2,000 streams open). They
 * count the streams of one server instance: a stream lives on the instance that accepted it, so
 * behind a load balancer a person may hold up to this many per instance. Opening streams is
 * bounded cluster-wide by the lobbyTicket rate limit (DB-backed), since each stream spends a
 * ticket. Over a cap the person's (or session's) OLDEST stream is closed, so the tab just opened
 * is the one that works; a closed tab reconnects with a new ticket and replays what it missed.
 */

/** Open streams of one session (the tabs of one browser sharing a sign-in). */
export const LOBBY_STREAMS_PER_SESSION = 8;

/** Open streams of one person over all their sessions (browsers, devices). */
export const LOBBY_STREAMS_PER_PERSON = 16;

/**
 * Viewer kinds (readers whose row scopes compile alike) one shared read serves: past this many an
 * instance opens another shared read, so a statement's parameters stay far below the engines'
 * limits. Streams of one kind always share a read, however many there are.
 */
export const LOBBY_VIEWERS_PER_READ = 200;
