import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Gives a client just added a copy of its session type's template steps, if the user has a template for that type
 * (docs/decisions/0018-session-templates.md). Not in a feature: Add New Client (clients) and converting a lead
 * (leads) both add clients, and features do not import each other. One INSERT ... SELECT, in the caller's
 * transaction, so a client never exists without its steps.
 */
export async function copyTemplateSteps(db: Database, userId: string, clientId: string): Promise<void> {
  await db.execute(sql`
    insert into client_steps (user_id, client_id, position, name, due_offset_days, sends_template_id, send_mode)
    select c.user_id, c.id, s.position, s.name, s.due_offset_days, s.sends_template_id, s.send_mode
    from clients c
    join session_templates t on t.user_id = c.user_id and t.session_type = c.session_type
    join session_template_steps s on s.template_id = t.id
    where c.id = ${clientId} and c.user_id = ${userId}`);
}
