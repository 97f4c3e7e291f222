import type { JoinWaitlistRequest, JoinWaitlistResponse } from '@shutterdesk/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/waitlist: 'joined' for a new address, 'already-joined' for one we have. Rejects with ApiError. */
export function joinWaitlist(request: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  return api('POST /api/waitlist', { body: request });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
