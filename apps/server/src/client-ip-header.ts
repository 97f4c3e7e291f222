/**
 * The header our own middleware (http/client-ip.ts) fills with the caller's address and better-auth's rate limiter
 * (auth/auth.ts) reads; a client-sent value is always replaced. A leaf of its own, so neither side imports the other.
 */
export const clientIpHeader = 'x-shutterdesk-client-ip';
