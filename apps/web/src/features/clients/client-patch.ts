import type { ClientListRow, ClientSession, PostSession, PreSession } from '@shutterdesk/core';
import type { ItemChange } from '@/lib/optimistic-list';

/**
 * A change to one client as the cache applies it: the name, and some fields of each group; what the list does not
 * show (e-mail, phone) the server keeps. (The request, UpdateClientRequest, is a narrower type: it fits here.)
 */
export interface ClientPatch {
  name?: string;
  session?: Partial<ClientSession>;
  preSession?: Partial<PreSession>;
  postSession?: Partial<PostSession>;
}

/** The client with the patch applied; each group is merged field by field, as the server does. */
export function applyClientPatch<Row extends ClientListRow>(client: Row, patch: ClientPatch): Row {
  const next: Row = { ...client };
  if (patch.name !== undefined) next.name = patch.name;
  if (patch.session) next.session = { ...client.session, ...patch.session };
  if (patch.preSession) next.preSession = { ...client.preSession, ...patch.preSession };
  if (patch.postSession) next.postSession = { ...client.postSession, ...patch.postSession };
  return next;
}

function pick<Group extends object>(values: Group, fields: Partial<Group>): Partial<Group> {
  return Object.fromEntries(
    Object.keys(fields).map((field) => [field, values[field as keyof Group]]),
  ) as Partial<Group>;
}

/**
 * The patch that puts back what `patch` changes on `client`: only those fields, so a failed change does not undo
 * another change made since to other fields of the same client.
 */
export function patchUndoing(client: ClientListRow, patch: ClientPatch): ClientPatch {
  const undo: ClientPatch = {};
  if (patch.name !== undefined) undo.name = client.name;
  if (patch.session) undo.session = pick(client.session, patch.session);
  if (patch.preSession) undo.preSession = pick(client.preSession, patch.preSession);
  if (patch.postSession) undo.postSession = pick(client.postSession, patch.postSession);
  return undo;
}

/** A patch as the cached list shows it at once, and how a failure takes back just its fields. */
export function clientChange<Row extends ClientListRow>(patch: ClientPatch): ItemChange<Row> {
  return {
    apply: (client) => applyClientPatch(client, patch),
    revert: (current, before) => applyClientPatch(current, patchUndoing(before, patch)),
  };
}
