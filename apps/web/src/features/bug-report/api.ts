import type { BugReportRequest, SubmitBugReportResponse } from '@shutterdesk/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/bug-reports: stores the report (and forwards it to the spreadsheet). Rejects with ApiError. */
export function submitBugReport(request: BugReportRequest): Promise<SubmitBugReportResponse> {
  return api('POST /api/bug-reports', { body: request });
}

export function useSubmitBugReport() {
  return useMutation({ mutationFn: submitBugReport });
}
