import type { BookingStatus, Lead, LeadBookingFigures, LeadInsights, LeadList } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';

const minute = 60 * 1000;
/** 22:00 on 30 June 2026 in New York (the test users' zone), already 1 July in UTC: the window ends with June. */
const now = new Date('2026-07-01T02:00:00Z');

interface LeadRowSpec {
  inquiryDate: string;
  source: '1' | '2' | '3' | '4' | '5' | '6' | '7';
  bookingStatus?: string;
  /** Minutes from arrival to the first Contacted tick; absent when never ticked. */
  contactedAfter?: number;
  /** Arrived in the app (added or sent through the website form); false for an imported or older lead. */
  arrivedInApp?: boolean;
}

const figures = (leadCount: number, booked: number, bookingRate: number | null): LeadBookingFigures => ({
  leads: leadCount,
  booked,
  bookingRate,
});
const none = figures(0, 0, null);
const windowMonths = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
];

describe.each(testDatabaseKinds)('[LEADS] GET /api/leads/insights on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;

  async function storeLeads(userId: string, specs: readonly LeadRowSpec[]) {
    await db()
      .insert(leads)
      .values(
        specs.map((spec, index) => {
          const createdAt = new Date(`${spec.inquiryDate}T14:00:00Z`);
          const contacted = spec.contactedAfter !== undefined;
          return {
            userId,
            name: `Lead ${index}`,
            inquiryDate: spec.inquiryDate,
            sessionType: 'Family' as const,
            source: spec.source,
            // Stored as given: an unknown status too, which reads as pending.
            bookingStatus: (spec.bookingStatus ?? 'pending') as BookingStatus,
            booked: spec.bookingStatus === 'booked',
            contacted,
            // An imported contacted lead's contact time is its import's moment, as is its created_at.
            contactedAt: contacted
              ? new Date(createdAt.getTime() + (spec.arrivedInApp === false ? 0 : spec.contactedAfter!) * minute)
              : null,
            remindIfUncontacted: spec.arrivedInApp ?? true,
            createdAt,
          };
        }),
      );
  }

  async function insightsOf(browser: Parameters<typeof send>[0]): Promise<LeadInsights> {
    const answer = await send<LeadInsights>(browser, 'GET', '/api/leads/insights');
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('counts leads and booking rates by month and source, speed to lead and the within-a-day split, by hand', async () => {
    app.clock.set(now);
    const owner = await signedInPhotographer(app);
    const other = await signedInPhotographer(app);
    await storeLeads(owner.user.id, [
      // Outside the window on both sides: never counted.
      { inquiryDate: '2025-06-30', source: '1', bookingStatus: 'booked', contactedAfter: 5 },
      { inquiryDate: '2026-07-01', source: '3', bookingStatus: 'booked', contactedAfter: 5 },
      // The window's first and last days.
      { inquiryDate: '2025-07-01', source: '1', bookingStatus: 'booked', contactedAfter: 120 },
      { inquiryDate: '2026-06-30', source: '3', contactedAfter: 1800 },
      // January: not booked counts among all leads; exactly 24 hours is within a day; an imported contact is untimed.
      { inquiryDate: '2026-01-15', source: '1', bookingStatus: 'not booked', contactedAfter: 10 },
      { inquiryDate: '2026-01-20', source: '4', bookingStatus: 'booked', contactedAfter: 1440 },
      { inquiryDate: '2026-01-31', source: '4', contactedAfter: 300, arrivedInApp: false },
      // March: never contacted; an unknown stored status reads as pending; booked without a contact time.
      { inquiryDate: '2026-03-10', source: '7' },
      { inquiryDate: '2026-03-11', source: '1', bookingStatus: 'on hold', contactedAfter: 4320 },
      { inquiryDate: '2026-03-12', source: '4', bookingStatus: 'booked' },
      { inquiryDate: '2026-05-05', source: '5', contactedAfter: 60 },
    ]);
    // Another user's leads in the same months never count.
    await storeLeads(other.user.id, [
      { inquiryDate: '2026-01-15', source: '2', bookingStatus: 'booked', contactedAfter: 1 },
      { inquiryDate: '2026-06-01', source: '1', bookingStatus: 'booked', contactedAfter: 9000 },
    ]);

    const insights = await insightsOf(owner.browser);
    // 9 leads in the window, 3 booked: 33.3% rounds to 33.
    expect(insights).toEqual({
      from: '2025-07',
      to: '2026-06',
      total: figures(9, 3, 33),
      months: windowMonths.map((month) => ({
        month,
        ...({
          '2025-07': figures(1, 1, 100),
          '2026-01': figures(3, 1, 33),
          '2026-03': figures(3, 1, 33),
          '2026-05': figures(1, 0, 0),
          '2026-06': figures(1, 0, 0),
        }[month] ?? none),
      })),
      sources: [
        { source: '1', ...figures(3, 1, 33) },
        { source: '2', ...none },
        { source: '3', ...figures(1, 0, 0) },
        { source: '4', ...figures(3, 2, 67) },
        { source: '5', ...figures(1, 0, 0) },
        { source: '6', ...none },
        { source: '7', ...figures(1, 0, 0) },
      ],
      // Timed: 10, 60, 120, 1440, 1800 and 4320 minutes; the median of six is (120 + 1440) / 2.
      speedToLead: { medianMinutes: 780, timed: 6, untimed: 3 },
      automaticReply: { medianSeconds: null, replied: 0 },
      contactedWithinDay: figures(4, 2, 50),
      contactedLater: figures(2, 0, 0),
    });

    const others = await insightsOf(other.browser);
    expect(others.total).toEqual(figures(2, 2, 100));
    expect(others.speedToLead).toEqual({ medianMinutes: 4501, timed: 2, untimed: 0 });
  });

  it("counts the months from the user's today, not UTC's", async () => {
    app.clock.set(now);
    const tokyo = await signedInPhotographer(app, { timezone: 'Asia/Tokyo' });
    await storeLeads(tokyo.user.id, [
      { inquiryDate: '2025-07-31', source: '1' },
      { inquiryDate: '2026-07-01', source: '1', bookingStatus: 'booked' },
    ]);
    // Already 1 July in Tokyo: the window is August 2025 to July 2026.
    const insights = await insightsOf(tokyo.browser);
    expect(insights.from).toBe('2025-08');
    expect(insights.to).toBe('2026-07');
    expect(insights.total).toEqual(figures(1, 1, 100));
    expect(insights.months.at(-1)).toEqual({ month: '2026-07', ...figures(1, 1, 100) });
  });

  it('answers an account without leads with empty figures, never NaN', async () => {
    app.clock.set(now);
    const { browser } = await signedInPhotographer(app);
    const insights = await insightsOf(browser);
    expect(insights).toEqual({
      from: '2025-07',
      to: '2026-06',
      total: none,
      months: windowMonths.map((month) => ({ month, ...none })),
      sources: ['1', '2', '3', '4', '5', '6', '7'].map((source) => ({ source, ...none })),
      speedToLead: { medianMinutes: null, timed: 0, untimed: 0 },
      automaticReply: { medianSeconds: null, replied: 0 },
      contactedWithinDay: none,
      contactedLater: none,
    });
  });

  it('times a lead from its arrival to the first Contacted tick in Lead Flow, which the list now shows', async () => {
    const arrival = new Date('2026-06-10T15:00:00Z');
    app.clock.set(arrival);
    const { browser } = await signedInPhotographer(app);
    const added = await send<Lead>(browser, 'POST', '/api/leads', {
      name: 'Quick Quinn',
      inquiryDate: '2026-06-10',
      sessionType: 'Newborn',
      source: '5',
    });
    expect(added.status).toBe(201);
    app.clock.set(new Date(arrival.getTime() + 95 * minute));
    expect((await send(browser, 'PATCH', `/api/leads/${added.body.id}`, { contacted: true })).status).toBe(200);
    // Unticking and ticking again later keeps the first tick's time.
    expect((await send(browser, 'PATCH', `/api/leads/${added.body.id}`, { contacted: false })).status).toBe(200);
    app.clock.set(new Date(arrival.getTime() + 3 * 24 * 60 * minute));
    expect((await send(browser, 'PATCH', `/api/leads/${added.body.id}`, { contacted: true })).status).toBe(200);

    const insights = await insightsOf(browser);
    expect(insights.speedToLead).toEqual({ medianMinutes: 95, timed: 1, untimed: 0 });
    expect(insights.contactedWithinDay).toEqual(figures(1, 0, 0));
    const list = await send<LeadList>(browser, 'GET', '/api/leads');
    expect(list.body.leads.map((lead) => [lead.name, lead.contacted])).toEqual([['Quick Quinn', true]]);
  });

  it('refuses a visitor who is not signed in', async () => {
    const answer = await app.agent().get('/api/leads/insights');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});
