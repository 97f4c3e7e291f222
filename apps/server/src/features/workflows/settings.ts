import type { updateWorkflowSettingsSchema, WorkflowSettings } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { workflowSettings } from '../../db/schema';
import { ownTemplateIds, templateNotFound } from './templates';

type SettingsRow = typeof workflowSettings.$inferSelect;

const toSettings = (row: SettingsRow | undefined): WorkflowSettings => ({
  inquiryReply: { enabled: row?.inquiryReplyEnabled ?? false, templateId: row?.inquiryReplyTemplateId ?? null },
  followUps: { enabled: row?.followUpsEnabled ?? false, steps: row?.followUpSteps ?? [] },
});

/** GET /api/workflow-settings: everything off for a user who never saved them. */
export async function readWorkflowSettings(db: Database, userId: string): Promise<WorkflowSettings> {
  const [row] = await db.select().from(workflowSettings).where(eq(workflowSettings.userId, userId));
  return toSettings(row);
}

/** PUT /api/workflow-settings: every template named must be the user's (another user's is not found). */
export async function updateWorkflowSettings(
  db: Database,
  userId: string,
  request: z.output<typeof updateWorkflowSettingsSchema>,
  now: Date,
): Promise<WorkflowSettings> {
  return db.transaction(async (tx) => {
    const named = [
      ...(request.inquiryReply.templateId ? [request.inquiryReply.templateId] : []),
      ...request.followUps.steps.map((step) => step.templateId),
    ];
    // Locked, so a template deleted at this moment is either seen gone here or finds this setting using it.
    const owned = await ownTemplateIds(tx, userId, named, { lock: true });
    if (named.some((id) => !owned.has(id))) throw templateNotFound();
    const values = {
      inquiryReplyEnabled: request.inquiryReply.enabled,
      inquiryReplyTemplateId: request.inquiryReply.templateId,
      followUpsEnabled: request.followUps.enabled,
      followUpSteps: request.followUps.steps,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(workflowSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: workflowSettings.userId, set: values })
      .returning();
    return toSettings(row);
  });
}
