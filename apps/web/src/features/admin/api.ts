import {
  adminStatusFilters,
  adminTexts,
  type AdminStatusFilter,
  type AdminUserDetails,
  type AdminUserRow,
  type AuditEvent,
  type BugReportEntry,
  type Coupon,
  type CouponForm,
  type CouponStatus,
  type FeedbackEntry,
  type WaitlistEntry,
} from '@shutterdesk/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { readListParams, type ListParams } from './list-params';

export type { AdminUserDetails, AdminUserRow, AuditEvent, Coupon };

/** A page of a list as the API's query takes it; defaults are left out so equal pages share a cache entry. */
export function pageQuery({ page, pageSize, search }: ListParams): Record<string, string> {
  return { page: String(page), pageSize: String(pageSize), ...(search ? { search } : {}) };
}

/** What a failed admin read says: the server's own message, or the spec's fallback when there was no answer. */
export function loadErrorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** The users list's status filter as the address names it; every status for anything else. */
export function adminStatusFilterOf(value: string | null): AdminStatusFilter {
  return (adminStatusFilters as readonly (string | null)[]).includes(value) ? (value as AdminStatusFilter) : 'all';
}

/** GET /api/admin/users: the rows of the page stay shown while the next page loads. */
function adminUsersQueryOptions(params: ListParams, status: AdminStatusFilter) {
  const query = { ...pageQuery(params), ...(status === 'all' ? {} : { status }) };
  return queryOptions({
    queryKey: queryKeys.adminUserPage(query),
    queryFn: ({ signal }) => api('GET /api/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
    // The page drawn by the server brought it: not read again before it hydrates (each row's last activity moves).
    staleTime: 5_000,
  });
}

export function useAdminUsers(params: ListParams, status: AdminStatusFilter) {
  return useQuery(adminUsersQueryOptions(params, status));
}

/** The users list's page that the address `search` shows, read ahead of the screen (app/route-data.ts). */
export function adminUsersPageOf(search: URLSearchParams) {
  return adminUsersQueryOptions(readListParams(search), adminStatusFilterOf(search.get('status')));
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminUser(userId),
    queryFn: ({ signal }) => api('GET /api/admin/users/{id}', { params: { id: userId }, signal }),
  });
}

/** A change to a user shows on every page of the list, the details and the audit trail. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin });
}

export function useRenameUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api('PATCH /api/admin/users/{id}', { params: { id }, body: { name } }),
    onSuccess: () => notify.success(adminTexts.userUpdated),
    onError: () => notify.error(adminTexts.updateUserFailed),
    onSettled: refresh,
  });
}

/** Bans or lifts the ban; the banned user's sessions end on the server at once. */
export function useSetBanned() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, banned }: { id: string; banned: boolean }) =>
      banned
        ? api('POST /api/admin/users/{id}/ban', { params: { id } })
        : api('POST /api/admin/users/{id}/unban', { params: { id } }),
    onSuccess: (user) => notify.success(user.bannedAt ? adminTexts.userBanned : adminTexts.userUnbanned),
    onError: () => notify.error(adminTexts.banToastFailed),
    onSettled: refresh,
  });
}

/** Gives free access (access without Stripe) or ends it; the audit trail records either. */
export function useSetFreeAccess() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, given }: { id: string; given: boolean }) =>
      given
        ? api('POST /api/admin/users/{id}/free-access', { params: { id } })
        : api('DELETE /api/admin/users/{id}/free-access', { params: { id } }),
    onSuccess: (_user, { given }) => notify.success(given ? adminTexts.freeAccessGiven : adminTexts.freeAccessEnded),
    onError: () => notify.error(adminTexts.freeAccessFailed),
    onSettled: refresh,
  });
}

/** GET /api/admin/audit, optionally only the events about one user. */
export function useAuditEvents(params: ListParams, userId: string | null) {
  const query = { ...pageQuery(params), ...(userId ? { userId } : {}) };
  return useQuery({
    queryKey: queryKeys.adminAudit(query),
    queryFn: ({ signal }) => api('GET /api/admin/audit', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCoupons() {
  return useQuery({
    queryKey: queryKeys.adminCoupons,
    queryFn: async ({ signal }) => (await api('GET /api/admin/coupons', { signal })).coupons,
  });
}

/** The coupon dialog's fields as its schema checked them: the status only when editing. */
export type CouponFields = CouponForm & { status?: CouponStatus };

/** Adds a coupon (id null; it starts inactive) or saves an edited one; the list and the audit trail follow. */
export function useSaveCoupon() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: CouponFields }) => {
      if (id === null) {
        const { status: _status, ...created } = fields;
        return api('POST /api/admin/coupons', { body: created });
      }
      return api('PATCH /api/admin/coupons/{id}', { params: { id }, body: fields });
    },
    onSuccess: (_coupon, { id }) => notify.success(id === null ? adminTexts.couponCreated : adminTexts.couponUpdated),
    onError: (error, { id }) => {
      // A message about one field shows under it in the dialog instead.
      if (isApiError(error) && error.fields) return;
      notify.error(id === null ? adminTexts.couponCreateFailed : adminTexts.couponUpdateFailed);
    },
    onSettled: refresh,
  });
}

export function useDeleteCoupon() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/coupons/{id}', { params: { id } }),
    onSuccess: () => notify.success(adminTexts.couponDeleted),
    onError: () => notify.error(adminTexts.couponDeleteFailed),
    onSettled: refresh,
  });
}

/** The inboxes by their path under /api/admin, each with the rows it lists. */
interface InboxRows {
  waitlist: WaitlistEntry;
  feedback: FeedbackEntry;
  'bug-reports': BugReportEntry;
}
export type InboxKind = keyof InboxRows;
export type InboxRow<Kind extends InboxKind> = InboxRows[Kind];

const inboxPages = {
  waitlist: (query: Record<string, string>, signal: AbortSignal) => api('GET /api/admin/waitlist', { query, signal }),
  feedback: (query: Record<string, string>, signal: AbortSignal) => api('GET /api/admin/feedback', { query, signal }),
  'bug-reports': (query: Record<string, string>, signal: AbortSignal) =>
    api('GET /api/admin/bug-reports', { query, signal }),
} satisfies Record<InboxKind, unknown>;

const inboxCsvDownloads = {
  waitlist: 'GET /api/admin/waitlist.csv',
  feedback: 'GET /api/admin/feedback.csv',
  'bug-reports': 'GET /api/admin/bug-reports.csv',
} as const satisfies Record<InboxKind, string>;

/** One page of an inbox, newest first. */
export function useInbox(kind: InboxKind, params: ListParams) {
  const query = pageQuery(params);
  return useQuery({
    queryKey: queryKeys.adminInbox(kind, query),
    queryFn: ({ signal }) => inboxPages[kind](query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The whole inbox as CSV (the search applied, no paging): a plain link, so the browser downloads it. */
export function inboxCsvUrl(kind: InboxKind, search: string): string {
  const query = search ? new URLSearchParams({ search }).toString() : '';
  return apiUrl(inboxCsvDownloads[kind], { query });
}

/** A bug report's screenshot, for an <img>: the session cookie goes with it. */
export function screenshotUrl(bugReportId: string): string {
  return apiUrl('GET /api/admin/bug-reports/{id}/screenshot', { params: { id: bugReportId } });
}
