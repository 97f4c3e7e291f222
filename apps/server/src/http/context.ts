import type { Logger } from '../logger';

/** What middleware puts on every request's context. */
export interface AppBindings {
  Variables: {
    requestId: string;
    logger: Logger;
    /** The signed-in user's id, set by requireUser from the session, never from the request body. */
    userId: string;
    /** How long drawing the page took on the server (http/static.ts), for the request's log line. */
    renderMs: number;
  };
}
