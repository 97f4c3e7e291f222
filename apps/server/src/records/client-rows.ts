import {
  initialPostSession,
  initialPreSession,
  type Client,
  type ClientListRow,
  type PostSession,
  type PreSession,
  type SessionPackage,
  type SessionType,
} from '@shutterdesk/core';
import { clients, type ClientRow } from '../db/schema';
import { nullIfBlank } from './owned-rows';

/**
 * Client rows as the API shows them. Not in the clients feature: converting a lead (the leads feature) creates a
 * client too, features do not import each other, and the factories seed clients the same way.
 */

export function toClient(row: ClientRow): Client {
  const { id, name, session, preSession, postSession } = toClientListRow(row);
  return {
    id,
    name,
    email: row.email,
    phone: row.phone,
    session,
    preSession,
    postSession,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a client list reads: what the table shows (clientListRowSchema), no more. */
export const clientListColumns = {
  id: clients.id,
  name: clients.name,
  sessionDate: clients.sessionDate,
  sessionType: clients.sessionType,
  sessionDueDate: clients.sessionDueDate,
  sessionPackage: clients.sessionPackage,
  preSession: clients.preSession,
  postSession: clients.postSession,
};

export function toClientListRow(row: Pick<ClientRow, keyof typeof clientListColumns>): ClientListRow {
  return {
    id: row.id,
    name: row.name,
    session: {
      sessionDate: row.sessionDate ?? '',
      sessionType: row.sessionType,
      sessionDueDate: row.sessionDueDate ?? '',
      sessionPackage: row.sessionPackage ?? '',
    },
    preSession: row.preSession,
    postSession: row.postSession,
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
