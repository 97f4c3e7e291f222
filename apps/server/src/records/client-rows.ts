import {
  initialPostSession,
  initialPreSession,
  type Client,
  type PostSession,
  type PreSession,
  type SessionPackage,
  type SessionType,
} from '@shutterdesk/core';
import type { ClientRow, clients } from '../db/schema';
import { nullIfBlank } from './owned-rows';

/**
 * Client rows as the API shows them. Not in the clients feature: converting a lead (the leads feature) creates a
 * client too, features do not import each other, and the factories seed clients the same way.
 */

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    session: {
      sessionDate: row.sessionDate ?? '',
      sessionType: row.sessionType,
      sessionDueDate: row.sessionDueDate ?? '',
      sessionPackage: row.sessionPackage ?? '',
    },
    preSession: row.preSession,
    postSession: row.postSession,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a new client is made of; the checklists start as the spec's initial ones unless given. */
export interface NewClient {
  name: string;
  email?: string;
  phone?: string;
  /** yyyy-MM-dd or '' */
  sessionDate: string;
  sessionType: SessionType;
  sessionPackage: SessionPackage | '';
  sessionDueDate?: string;
  preSession?: PreSession;
  postSession?: PostSession;
}

export function clientValues(userId: string, client: NewClient, createdAt: Date): typeof clients.$inferInsert {
  return {
    userId,
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    sessionDate: nullIfBlank(client.sessionDate),
    sessionType: client.sessionType,
    sessionDueDate: nullIfBlank(client.sessionDueDate ?? ''),
    sessionPackage: nullIfBlank(client.sessionPackage),
    preSession: client.preSession ?? initialPreSession(),
    postSession: client.postSession ?? initialPostSession(),
    createdAt,
    updatedAt: createdAt,
  };
}
