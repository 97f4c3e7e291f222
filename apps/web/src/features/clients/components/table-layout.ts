import { nameColumnLeftPx } from '@/components/records/table-cells';
import type { CellKind, SessionInfoField } from '../columns';

/** Column widths of the Client Flow table; fixed, so virtual rows never shift the columns. */
export const sessionColumnWidthPx: Record<SessionInfoField, number> = {
  name: 184,
  sessionType: 140,
  sessionPackage: 200,
  sessionDate: 168,
};
/** The template steps' column, right of the session columns (docs/decisions/0018-session-templates.md). */
export const stepsColumnWidthPx = 184;
export const checklistColumnWidthPx: Record<CellKind, number> = {
  check: 116,
  status: 150,
  date: 168,
  notes: 184,
};

/** Where a checklist's title (View Both Sections) sticks: just right of the name column. */
export const groupTitleLeftPx = (deleteMode: boolean) => nameColumnLeftPx(deleteMode) + sessionColumnWidthPx.name + 8;
