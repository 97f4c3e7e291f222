import { Fragment } from 'react';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { focusBack, type OverlayProps } from './overlay-focus';
import { shortcuts, type Shortcut } from './shortcut-keys';

const groups = ['Go to', 'Actions'] as const satisfies readonly Shortcut['group'][];

const kbdClasses =
  'inline-flex min-w-6 items-center justify-center rounded-md border border-border bg-muted px-1.5 py-0.5 font-mono text-xs font-medium text-foreground shadow-xs';

/** "g then d", or "Ctrl + K" held together: each key in its own <kbd>, as written on the keyboard. */
function Keys({ keys, together }: Pick<Shortcut, 'keys' | 'together'>) {
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={index}>
          {index > 0 && <span className="text-xs text-muted-foreground">{together ? '+' : 'then'}</span>}
          <kbd className={kbdClasses}>{key}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** The list of keyboard shortcuts. Loaded on demand by useShortcutsOverlay (keyboard-shortcuts.tsx). */
export default function ShortcutsDialog({ open, onOpenChange, returnFocusTo }: OverlayProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Keyboard shortcuts"
        description="They work on every screen once you are signed in, but not while you type in a field (Ctrl K does)."
        onCloseAutoFocus={focusBack(returnFocusTo)}
      >
        {groups.map((group) => (
          <section key={group} className="grid gap-2">
            <h3 className="text-sm font-semibold">{group}</h3>
            <dl className="grid gap-2">
              {shortcuts
                .filter((shortcut) => shortcut.group === group)
                .map((shortcut) => (
                  <div key={shortcut.keys.join(' ')} className="flex items-center justify-between gap-3">
                    <dt className="min-w-0 text-sm wrap-anywhere">{shortcut.label}</dt>
                    <dd className="flex shrink-0 items-center gap-1.5">
                      <Keys keys={shortcut.keys} together={shortcut.together} />
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
