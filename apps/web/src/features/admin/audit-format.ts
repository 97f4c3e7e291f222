import {
  adminTexts,
  formatDateTime,
  type AdminAuditAction,
  type AdminAuditChanges,
  type AuditEvent,
} from '@shutterdesk/core';

export const auditActionLabels: Record<AdminAuditAction, string> = {
  'user.update': 'Edited user',
  'user.ban': 'Banned user',
  'user.unban': 'Unbanned user',
  'user.comp': 'Gave free access',
  'user.end-comp': 'Ended free access',
  'coupon.create': 'Created coupon',
  'coupon.update': 'Edited coupon',
  'coupon.delete': 'Deleted coupon',
};

/** Field names as the screens call them. */
const fieldLabels: Partial<Record<string, string>> = {
  name: 'Name',
  email: 'Email',
  bannedAt: 'Banned',
  code: 'Code',
  discountPercentage: 'Discount %',
  usageLimit: 'Allowance',
  expiresAt: 'Expires at',
  status: 'Status',
  accessGrant: 'Free access',
  renewal: 'Renewal',
};

/** A grant's kind ('comp') in words. */
const grantLabels: Partial<Record<string, string>> = adminTexts.accessGrantLabels;

/** An instant as the API writes it (a ban's time); a plain date such as a coupon's expiry is shown as it is. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'accessGrant' && typeof value === 'string') return grantLabels[value] ?? value;
  if (typeof value === 'string' && isoInstant.test(value)) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Each changed field as one line, 'Name: Ava → Ava Lens', in the order the server recorded them. */
export function auditChangeLines(changes: AdminAuditChanges): string[] {
  return Object.entries(changes).map(
    ([field, { from, to }]) => `${fieldLabels[field] ?? field}: ${shownValue(field, from)} → ${shownValue(field, to)}`,
  );
}

/** Who acted: the admin's name (or e-mail), or that their account has since been deleted. */
export function auditActorName({ actor }: Pick<AuditEvent, 'actor'>): string {
  return actor ? actor.name || actor.email : 'A deleted admin';
}
