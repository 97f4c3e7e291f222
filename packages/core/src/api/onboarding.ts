import { onboardingResultSchema, onboardingSchema } from '../tasks';
import { endpoint } from './endpoint';

export const onboardingContracts = {
  saveOnboarding: endpoint({
    operationId: 'saveOnboarding',
    method: 'post',
    path: '/api/onboarding',
    tags: ['Onboarding'],
    summary:
      "The wizard's final save, all or nothing: the chosen areas join the dashboard and the chosen tasks are " +
      'added to their cards; a title a card already has is skipped.',
    access: 'subscriber',
    request: { body: onboardingSchema },
    response: onboardingResultSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
};
