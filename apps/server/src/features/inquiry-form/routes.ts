import { apiContracts } from '@shutterdesk/core/api';
import { clientIpHeader } from '../../client-ip-header';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import type { Mailer } from '../../mail/mailer';
import { websiteInquiryEmail } from '../../mail/templates';
import {
  readInquiryForm,
  readPublicInquiryForm,
  receiveInquiry,
  renewInquiryForm,
  setInquiryFormEnabled,
  type InquiryDelivery,
} from './service';

export interface InquiryFormOptions {
  appUrl: string;
  /** The server's secret: form tokens are signed with it. */
  secret: string;
  clock: Clock;
  delivery: InquiryDelivery;
  mailer: Mailer;
  /** Forgets the owner's cached lead lists at once, as the database's announcement will. */
  forgetLeadLists(userId: string): void;
  /** Sends queued automatic messages soon, without waiting: the instant reply goes within the minute. */
  sendQueuedMessages(): void;
}

/** /api/inquiry-form (the settings) and /api/inquiry-forms/{id} (the public form: no account, no session). */
export function inquiryFormRoutes(db: Database, { router, route }: Routing, options: InquiryFormOptions) {
  const { appUrl, secret, clock, delivery, mailer, forgetLeadLists, sendQueuedMessages } = options;
  return router()
    .openapi(route(apiContracts.readInquiryForm), async (c) =>
      c.json(await readInquiryForm(db, c.get('userId'), appUrl), 200),
    )
    .openapi(route(apiContracts.updateInquiryForm), async (c) =>
      c.json(await setInquiryFormEnabled(db, c.get('userId'), c.req.valid('json').enabled, appUrl), 200),
    )
    .openapi(route(apiContracts.renewInquiryForm), async (c) =>
      c.json(await renewInquiryForm(db, c.get('userId'), appUrl), 200),
    )
    .openapi(route(apiContracts.readPublicInquiryForm), async (c) =>
      c.json(await readPublicInquiryForm(db, c.req.valid('param').id, clock.now(), secret), 200),
    )
    .openapi(route(apiContracts.sendInquiry), async (c) => {
      const inquiry = c.req.valid('json');
      const { lead, notified, replyQueued, photographer } = await receiveInquiry(
        db,
        delivery,
        c.req.valid('param').id,
        inquiry,
        c.req.header(clientIpHeader) ?? 'unknown',
        clock.now(),
        secret,
      );
      if (lead) forgetLeadLists(photographer.userId);
      if (replyQueued) sendQueuedMessages();
      if (lead && notified) {
        // After the answer's commit and without holding the visitor up: the lead is saved whatever the mail does.
        const message = websiteInquiryEmail(
          photographer.email,
          photographer.name,
          { name: lead.name, email: inquiry.email, notes: lead.notes },
          `${appUrl}/leads`,
        );
        mailer.send(message).catch((error: unknown) => {
          c.get('logger').warn({ err: error }, 'the inquiry e-mail could not be sent');
        });
      }
      return c.json({ received: true as const }, 200);
    });
}
