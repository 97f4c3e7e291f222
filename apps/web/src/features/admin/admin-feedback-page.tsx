import { feedbackQuestions } from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { InboxRow } from './api';
import { CutText } from './components/admin-table';
import { senderColumns } from './components/sender-columns';
import { InboxScreen } from './components/inbox-screen';

type FeedbackRow = InboxRow<'feedback'>;
const column = createColumnHelper<FeedbackRow>();

/** The answers as columns, each headed by its question, cut to one line and whole in the tooltip. */
const answerColumns = (
  ['usage', 'intuitive', 'helped', 'change', 'missing', 'longerTerm', 'price', 'final'] as const
).map((key) =>
  column.accessor(key, {
    header: () => <CutText text={feedbackQuestions[key]} />,
    size: 220,
    cell: (cell) => <CutText text={cell.getValue()} />,
  }),
);

const columns = [
  ...senderColumns<FeedbackRow>(),
  column.accessor('clients', { header: 'Clients', size: 90 }),
  ...answerColumns,
];

export default function AdminFeedbackPage() {
  return <InboxScreen kind="feedback" texts={{ title: 'Feedback', entries: 'answers' }} columns={columns} />;
}
