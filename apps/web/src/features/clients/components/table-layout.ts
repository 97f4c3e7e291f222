import type { CellKind, SessionInfoField } from '../columns';

/** Column widths of the Client Flow table; fixed, so virtual rows never shift the columns. */
export const selectColumnWidthPx = 44;
export const actionsColumnWidthPx = 56;
export const sessionColumnWidthPx: Record<SessionInfoField, number> = {
  name: 184,
  sessionType: 140,
  sessionPackage: 200,
  sessionDate: 168,
};
export const checklistColumnWidthPx: Record<CellKind, number> = {
  check: 116,
  status: 150,
  date: 168,
  notes: 184,
};

/**
 * Every cell: the row's hover and selection colours are painted per cell, so sticky cells cover what scrolls under.
 * No colour transition: with 20 cells a row, fading each one costs more frames than the effect is worth.
 */
export const cellClasses =
  'h-10 border-b border-border bg-card px-2 align-middle group-hover:bg-muted group-data-[selected=true]:bg-accent-soft';
export const headerCellClasses =
  'border-b border-border bg-card px-2 py-2 text-left align-bottom text-xs font-medium text-muted-foreground';
/** The delete-mode tick column and the name column stay in view while the table scrolls sideways. */
export const stickyCellClasses = 'sticky z-10';
/** Where the name column sticks: right of the tick column while it shows. */
export const nameColumnLeftPx = (deleteMode: boolean) => (deleteMode ? selectColumnWidthPx : 0);
/** Where a checklist's title (View Both Sections) sticks: just right of the name column. */
export const groupTitleLeftPx = (deleteMode: boolean) => nameColumnLeftPx(deleteMode) + sessionColumnWidthPx.name + 8;
