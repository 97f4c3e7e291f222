import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSavedProgress, writeSavedProgress } from './saved-progress';
import { initialWizardState } from './wizard';

/** The tab's storage, as the browser gives it: strings by key. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const key = 'shutterdesk:onboarding:user-1';

describe('[ONBOARDING] the wizard kept in the tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads back what was saved, and nothing once it is forgotten', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const state = { ...initialWizardState, step: 'AREA_SELECTION' as const, areas: ['CRM' as const] };
    writeSavedProgress(key, state);
    expect(readSavedProgress(key)).toEqual(state);
    writeSavedProgress(key, null);
    expect(readSavedProgress(key)).toBeNull();
  });

  it('reads nothing from a broken copy, and works without storage at all', () => {
    const storage = memoryStorage();
    storage.setItem(key, '{not json');
    vi.stubGlobal('sessionStorage', storage);
    expect(readSavedProgress(key)).toBeNull();

    vi.stubGlobal('sessionStorage', undefined);
    expect(() => writeSavedProgress(key, initialWizardState)).not.toThrow();
    expect(readSavedProgress(key)).toBeNull();
  });
});
