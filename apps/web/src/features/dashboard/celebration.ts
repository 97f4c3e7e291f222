import {
  celebrationToastDurationMs,
  confettiDurationMs,
  confettiParticleCount,
  motivationalMessages,
} from '@shutterdesk/core';
import { notify } from '@/lib/toast';

/** One of the thirty motivational messages, chosen by `random` (a number in [0, 1), like Math.random()). */
export function pickMotivationalMessage(random: () => number = Math.random): string {
  const index = Math.min(Math.floor(random() * motivationalMessages.length), motivationalMessages.length - 1);
  return motivationalMessages[index] as string;
}

/**
 * A list was just finished: confetti (200 pieces, cleared after 3 s, skipped for people who asked for reduced
 * motion) and one motivational toast. canvas-confetti is fetched on the first celebration, not with the page.
 */
export async function celebrateFinishedList(): Promise<void> {
  notify.success(pickMotivationalMessage(), { durationMs: celebrationToastDurationMs });
  const { default: confetti } = await import('canvas-confetti');
  void confetti({
    particleCount: confettiParticleCount,
    spread: 100,
    startVelocity: 45,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
  window.setTimeout(() => confetti.reset(), confettiDurationMs);
}

type SetCompletion = (variables: { id: string; completed: boolean }, options: { onSuccess: () => void }) => void;

/**
 * The checkbox handler of a task: saves the change and celebrates once it is saved, when it was the list's last
 * open task. Whether it is the last one is decided at the click, before the list changes under it.
 */
export function completionToggle(setCompletion: SetCompletion, id: string, finishesList: (id: string) => boolean) {
  return (completed: boolean) => {
    const celebrate = completed && finishesList(id);
    setCompletion(
      { id, completed },
      {
        onSuccess: () => {
          if (celebrate) void celebrateFinishedList();
        },
      },
    );
  };
}
