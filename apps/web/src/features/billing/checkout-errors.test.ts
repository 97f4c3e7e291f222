import { billingTexts } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { checkoutFailureText, isCheckoutRefusal } from './checkout-errors';

describe('a failed checkout', () => {
  it('is a refusal to show with its way forward when a subscription is unfinished or another tab is starting one', () => {
    expect(isCheckoutRefusal(new ApiError(409, 'ALREADY_SUBSCRIBED', 'You already have a subscription'))).toBe(true);
    expect(isCheckoutRefusal(new ApiError(409, 'CHECKOUT_IN_PROGRESS', 'A checkout is under way'))).toBe(true);
    expect(isCheckoutRefusal(new ApiError(502, 'STRIPE_ERROR', 'Stripe is down'))).toBe(false);
    expect(isCheckoutRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("otherwise toasts the server's message, asks to log in again after a 401, or says checkout failed", () => {
    expect(checkoutFailureText(new ApiError(502, 'STRIPE_ERROR', 'Stripe is down'))).toBe('Stripe is down');
    expect(checkoutFailureText(new ApiError(401, 'UNAUTHENTICATED', 'Sign in'))).toBe(
      billingTexts.errors.notAuthenticated,
    );
    expect(checkoutFailureText(new TypeError('Failed to fetch'))).toBe(billingTexts.errors.checkoutFailed);
  });
});
