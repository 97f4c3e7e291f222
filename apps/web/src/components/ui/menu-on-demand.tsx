import { useCallback, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';

/** What the plain stand-in button needs: the menu button's own attributes and the handlers that fetch the menu. */
export type StandInProps = Pick<
  ComponentProps<'button'>,
  'aria-haspopup' | 'aria-expanded' | 'onPointerEnter' | 'onPointerDown' | 'onKeyDown'
>;

/** The loaded menu: it renders its own trigger, open from the start when the user already asked for it. */
export type LoadedMenu<MenuProps> = ComponentType<MenuProps & { defaultOpen: boolean }>;

interface MenuOnDemandProps<MenuProps> {
  /** The button shown until the menu's code has loaded: the same look and name as the menu's own trigger. */
  standIn: (props: StandInProps) => ReactElement;
  load: () => Promise<{ default: LoadedMenu<MenuProps> }>;
  menuProps: MenuProps;
}

/** The keys that open a menu button (WAI-ARIA menu button pattern). */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A header menu whose code (Radix's menu, positioning and focus handling, about 15 kB gzipped) loads at the first
 * sign that the user wants it (the pointer over the button, or a press) instead of with every signed-in page. A
 * press on the stand-in opens the menu as soon as the code has arrived; from then on it is the real menu. Focus
 * alone does not load it: the real trigger replaces the stand-in, and a focused button that went away would
 * leave the keyboard user nowhere.
 */
export function MenuOnDemand<MenuProps extends object>({ standIn, load, menuProps }: MenuOnDemandProps<MenuProps>) {
  const [Menu, setMenu] = useState<LoadedMenu<MenuProps> | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const fetchMenu = useCallback(() => {
    void load().then((module) => setMenu(() => module.default));
  }, [load]);
  const openWhenLoaded = () => {
    setOpenOnArrival(true);
    fetchMenu();
  };

  if (Menu) return <Menu {...menuProps} defaultOpen={openOnArrival} />;
  return standIn({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: fetchMenu,
    // Radix opens its menus on pointer down, so the stand-in does too.
    onPointerDown: openWhenLoaded,
    onKeyDown: (event) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      openWhenLoaded();
    },
  });
}
