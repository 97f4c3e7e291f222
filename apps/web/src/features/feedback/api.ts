import type { FeedbackRequest, SubmitFeedbackResponse } from '@shutterdesk/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/feedback: stores the answers (and forwards them to the spreadsheet). Rejects with ApiError. */
export function submitFeedback(request: FeedbackRequest): Promise<SubmitFeedbackResponse> {
  return api('POST /api/feedback', { body: request });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
