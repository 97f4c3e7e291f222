import { workflowTexts } from '@shutterdesk/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoading } from '@/components/ui/page-loading';
import { api, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const texts = workflowTexts.unsubscribePage;

/**
 * Where the unsubscribe link of every automatic message leads (docs/decisions/0022-workflows.md): a lead or client
 * of a studio, without an account, stops its automatic e-mails with one button. Opening the page changes nothing
 * (mail scanners open links); mail apps unsubscribe in one click by POSTing to the List-Unsubscribe address.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  useDocumentTitle('Unsubscribe');
  const state = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api('GET /api/public/unsubscribe/{token}', { params: { token } }),
    retry: (failures, error) =>
      !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'VALIDATION_FAILED') && failures < 2,
  });
  const unsubscribe = useMutation({
    mutationFn: () => api('POST /api/public/unsubscribe/{token}', { params: { token } }),
  });

  if (state.isPending) return <PageLoading />;
  if (state.isError) {
    const invalid = isApiError(state.error, 'NOT_FOUND') || isApiError(state.error, 'VALIDATION_FAILED');
    return (
      <UnsubscribeFrame>
        <Alert tone={invalid ? 'info' : 'danger'} title={invalid ? texts.invalid : 'This page could not be loaded.'}>
          {invalid
            ? 'Check that the whole link from the e-mail was opened, or reply to the e-mail to ask the studio directly.'
            : 'Check your connection, then reload the page.'}
        </Alert>
      </UnsubscribeFrame>
    );
  }
  const done = state.data.unsubscribed || unsubscribe.isSuccess;
  return (
    <UnsubscribeFrame>
      <div className="flex items-start gap-3">
        <MailX className="mt-1 size-6 shrink-0 text-accent" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{texts.title(state.data.studioName)}</h1>
      </div>
      {done ? (
        <p role="status" className="text-pretty">
          {texts.done}
        </p>
      ) : (
        <>
          <p className="text-pretty text-muted-foreground">{texts.question}</p>
          {unsubscribe.isError && (
            <Alert tone="danger" title="You are not unsubscribed yet.">
              Something went wrong. Please try again.
            </Alert>
          )}
          <Button className="w-full sm:w-fit" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {texts.button}
          </Button>
        </>
      )}
    </UnsubscribeFrame>
  );
}

function UnsubscribeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <Card className="grid gap-5 p-5 sm:p-8">{children}</Card>
    </div>
  );
}
