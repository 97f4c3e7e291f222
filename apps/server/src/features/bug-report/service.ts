import { bugReportTexts, screenshotMaxBytes, screenshotTypeOf, type BugReport } from '@shutterdesk/core';
import type { Database } from '../../db/client';
import { bugReports } from '../../db/schema';
import { AppError } from '../../errors';

/** Named as the schema names a bad screenshot, so the form shows both under the same field. */
const screenshotRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { 'screenshot.dataBase64': message });

/** The screenshot's bytes and the type read from them; anything but a complete raster image is refused. */
function readScreenshot(screenshot: NonNullable<BugReport['screenshot']>) {
  const bytes = Buffer.from(screenshot.dataBase64, 'base64');
  if (bytes.length > screenshotMaxBytes) throw screenshotRefused(bugReportTexts.screenshotTooLarge);
  const type = screenshotTypeOf(bytes);
  if (!type) throw screenshotRefused(bugReportTexts.screenshotNotImage);
  return { screenshot: bytes, screenshotType: type, screenshotName: screenshot.fileName };
}

/** Stores one bug report of the user, screenshot included; it is due for forwarding at once. */
export async function saveBugReport(db: Database, userId: string, report: BugReport, now: Date): Promise<string> {
  const { screenshot, ...answers } = report;
  const [row] = await db
    .insert(bugReports)
    .values({
      ...answers,
      ...(screenshot ? readScreenshot(screenshot) : {}),
      userId,
      createdAt: now,
      nextForwardAt: now,
    })
    .returning({ id: bugReports.id });
  return row!.id;
}
