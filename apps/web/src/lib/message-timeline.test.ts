import type { Timeline, TimelineMessage } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { isGoingOut } from './message-timeline';

const now = Date.parse('2026-11-29T10:00:00Z');
const message = (status: TimelineMessage['status'], at: string): TimelineMessage => ({
  key: `follow-up:lead:${status}`,
  kind: 'follow-up',
  status,
  to: 'lead@example.com',
  subject: 'Hello',
  text: 'Hi',
  at,
  error: null,
});
const timeline = (...messages: TimelineMessage[]): Timeline => ({ messages, address: '', unsubscribed: false });

describe('isGoingOut', () => {
  it('is true while a message is sending, or queued to go within the minute', () => {
    expect(isGoingOut(timeline(message('sending', '2026-11-29T09:59:00Z')), now)).toBe(true);
    expect(isGoingOut(timeline(message('queued', '2026-11-29T10:00:30Z')), now)).toBe(true);
    expect(isGoingOut(timeline(message('queued', '2026-11-29T09:00:00Z')), now)).toBe(true);
  });

  it('is false for a retry later, for what is scheduled, ready or done, and before the first read', () => {
    expect(isGoingOut(timeline(message('queued', '2026-11-29T10:05:00Z')), now)).toBe(false);
    expect(
      isGoingOut(
        timeline(
          message('scheduled', '2026-11-29T10:00:10Z'),
          message('ready', '2026-11-29T09:00:00Z'),
          message('sent', '2026-11-29T09:00:00Z'),
          message('failed', '2026-11-29T09:00:00Z'),
        ),
        now,
      ),
    ).toBe(false);
    expect(isGoingOut(undefined, now)).toBe(false);
  });
});
