import { z } from 'zod';
import { emailField } from './fields';

/** POST /api/waitlist */
export const joinWaitlistSchema = z.object({ email: emailField });
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;
export const joinWaitlistResponseSchema = z.object({ status: z.enum(['joined', 'already-joined']) });
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;
