import { leadCsvColumns } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import CsvImportDialog from '@/components/csv-import/csv-import-dialog';
import type { CsvImportTarget } from '@/components/csv-import/use-import-flow';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const target: CsvImportTarget = {
  noun: 'leads',
  columns: leadCsvColumns,
  submit: (body) => api('POST /api/leads/import', { body }),
};

/**
 * Lead Flow's import (loaded when Import is opened): the whole list, its windows and the insights are read again
 * after it.
 */
export default function ImportLeadsDialog({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog
      target={target}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.leads });
        void queryClient.invalidateQueries({ queryKey: queryKeys.leadInsights });
        onDone();
      }}
    />
  );
}
