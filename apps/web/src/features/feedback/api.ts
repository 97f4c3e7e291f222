import type { FeedbackRequest, SubmitFeedbackResponse } from '@shutterdesk/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** POST /api/feedback: stores the answers (and forwards them to the spreadsheet). Rejects with ApiError. */
export function submitFeedback(request: FeedbackRequest): Promise<SubmitFeedbackResponse> {
  return apiFetch<SubmitFeedbackResponse>('/api/feedback', { method: 'POST', body: request });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
