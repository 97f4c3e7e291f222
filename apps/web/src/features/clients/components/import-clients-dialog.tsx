import { clientCsvColumns } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import CsvImportDialog from '@/components/csv-import/csv-import-dialog';
import type { CsvImportTarget } from '@/components/csv-import/use-import-flow';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const target: CsvImportTarget = {
  noun: 'clients',
  columns: clientCsvColumns,
  submit: (body) => api('POST /api/clients/import', { body }),
};

/** Client Flow's import (loaded when Import is opened): the whole list and its windows are read again after it. */
export default function ImportClientsDialog({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog
      target={target}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
        onDone();
      }}
    />
  );
}
