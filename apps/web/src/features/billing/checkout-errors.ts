import { billingTexts } from '@shutterdesk/core';
import { isApiError, type ApiError } from '@/lib/api';

/**
 * The answers that refuse a checkout for a reason the user can act on: a subscription of theirs is not finished
 * (resume it, or pay it, instead), or another tab is starting one. Shown whole, with the way forward.
 */
export function isCheckoutRefusal(error: unknown): error is ApiError {
  return isApiError(error, 'ALREADY_SUBSCRIBED') || isApiError(error, 'CHECKOUT_IN_PROGRESS');
}

/** What any other failed checkout says in its toast. */
export function checkoutFailureText(error: unknown): string {
  if (!isApiError(error)) return billingTexts.errors.checkoutFailed;
  return error.status === 401 ? billingTexts.errors.notAuthenticated : error.message;
}
