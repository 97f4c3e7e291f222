DROP INDEX "outbox_messages_user_send_at_idx";--> statement-breakpoint
CREATE INDEX "outbox_messages_user_status_sent_idx" ON "outbox_messages" USING btree ("user_id","status","sent_at");--> statement-breakpoint
-- A 'Message not sent' notification is about its lead or client (the subject, which the API answers as recordId)
-- and its message (the period), so its click opens that record's Messages; the rows written before say it so too.
UPDATE "notifications" AS n SET "period_key" = n."subject", "subject" = coalesce(o."lead_id", o."client_id")::text
FROM "outbox_messages" AS o
WHERE n."type" IN ('LeadMessageNotSent', 'ClientMessageNotSent') AND n."period_key" = '' AND o."id"::text = n."subject";
