import { onboardingTexts } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { useSaveOnboarding } from './api';
import { readSavedProgress, writeSavedProgress } from './saved-progress';
import {
  buildOnboardingRequest,
  restoreWizardState,
  savedMessage,
  wizardReducer,
  type CurrentDashboard,
} from './wizard';

/**
 * The wizard (wizard.ts), kept in the tab's storage under `storageKey` while it is filled in, and its save: the
 * chosen areas and tasks go to the server in one go, then the user lands on the dashboard.
 */
export function useOnboardingWizard(storageKey: string, dashboard: CurrentDashboard) {
  // The dashboard as it was when the wizard opened; what the wizard adds is measured against it.
  const [state, dispatch] = useReducer(wizardReducer, storageKey, (key) =>
    restoreWizardState(readSavedProgress(key), dashboard),
  );
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${state.step}:${state.openArea ?? ''}`);
  useEffect(() => writeSavedProgress(storageKey, state), [storageKey, state]);

  const save = useSaveWizard(storageKey, state.dashboard);
  const saveChoices = () => {
    if (!save.isPending) save.mutate(buildOnboardingRequest(state));
  };
  return { state, dispatch, headingRef, saving: save.isPending, saveChoices };
}

/** Moves focus to the new step's heading whenever the step changes, for keyboard and screen reader users. */
function useFocusOnChange<Element extends HTMLElement>(key: string) {
  const ref = useRef<Element>(null);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}

function useSaveWizard(storageKey: string, dashboard: CurrentDashboard) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useSaveOnboarding({
    onSuccess: ({ tasksAdded }, request) => {
      writeSavedProgress(storageKey, null);
      const message = savedMessage(dashboard, request, tasksAdded);
      notify[message.tone](message.text);
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        notify.error(onboardingTexts.logInToSave);
        // The session has ended: reading it again lets the guard send the user to log in, and back here after.
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
        return;
      }
      // Every choice stays in the wizard, so pressing the button again retries.
      notify.error(onboardingTexts.saveFailed);
    },
  });
}
