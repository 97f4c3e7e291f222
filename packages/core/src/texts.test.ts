import { describe, expect, it } from 'vitest';
import { onboardingTexts } from './onboarding-texts';
import { dashboardTexts } from './task-texts';
import { requiredFieldsMessage } from './texts';

describe('points toast', () => {
  it('says point for one and points for any other gain', () => {
    expect(dashboardTexts.pointsEarned(1)).toBe('+1 point earned!');
    expect(dashboardTexts.pointsEarned(2)).toBe('+2 points earned!');
    expect(dashboardTexts.pointsEarned(5)).toBe('+5 points earned!');
  });
});

describe('onboarding toasts', () => {
  it('count the tasks added, with the singular for one', () => {
    expect(onboardingTexts.tasksAdded(1)).toBe('1 task added successfully!');
    expect(onboardingTexts.tasksAdded(4)).toBe('4 tasks added successfully!');
  });

  it('name the areas a second run added', () => {
    expect(onboardingTexts.areasAdded(['Website'])).toBe('Website added to your dashboard.');
    expect(onboardingTexts.areasAdded(['Google', 'Newsletter', 'Website'])).toBe(
      'Google, Newsletter, and Website added to your dashboard.',
    );
  });
});

describe('requiredFieldsMessage', () => {
  it('names one missing field in the singular', () => {
    expect(requiredFieldsMessage(['Client Name'])).toBe('Please fill in the required field: Client Name.');
  });

  it('lists several missing fields in the plural', () => {
    expect(requiredFieldsMessage(['Client Name', 'Session Date'])).toBe(
      'Please fill in the required fields: Client Name, Session Date.',
    );
  });

  it('has nothing to say when nothing is missing', () => {
    expect(requiredFieldsMessage([])).toBeNull();
  });
});
