import {
  emailMaxLength,
  inquiryMessageMaxLength,
  inquiryMinFillMs,
  nameMaxLength,
  phoneMaxLength,
  studioLinkTexts,
  type SendInquiryRequest,
} from '@shutterdesk/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, invalidFieldProps } from '@/components/ui/field-error';
import { PageLoading } from '@/components/ui/page-loading';
import { TextField, emailInputProps } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { api, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const texts = studioLinkTexts.publicForm;

/**
 * The public website inquiry form (docs/product.md, "Website inquiry form"): no account, no app chrome, and it may
 * be shown in an iframe on the photographer's own site. A filled honeypot gets the same thank-you as a real sender,
 * and so does an inquiry sent with no form token or too soon after the form was read (the page never sends one so).
 */
export default function InquiryPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Send an inquiry');
  const form = useQuery({
    queryKey: ['inquiry-form', id],
    queryFn: () => api('GET /api/inquiry-forms/{id}', { params: { id } }),
    retry: (failures, error) => !isApiError(error, 'NOT_FOUND') && failures < 2,
  });
  const send = useMutation({
    mutationFn: async ({ body, notBefore }: { body: SendInquiryRequest; notBefore: number }) => {
      // The server drops an inquiry sent sooner than anyone fills the form in, as a bot's. A person who is quicker
      // (autofill and a fast click) is held here, showing "Sending…", until that time has passed: never refused.
      const wait = notBefore - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return api('POST /api/inquiry-forms/{id}', { params: { id }, body });
    },
  });

  if (form.isPending) return <PageLoading />;
  if (form.isError) {
    const closed = isApiError(form.error, 'NOT_FOUND');
    return (
      <InquiryFrame>
        <Alert tone={closed ? 'info' : 'danger'} title={closed ? texts.closed : 'The form could not be loaded.'}>
          {closed ? texts.closedDetail : 'Check your connection, then reload the page.'}
        </Alert>
      </InquiryFrame>
    );
  }
  if (send.isSuccess) {
    return (
      <InquiryFrame>
        <div role="status" className="grid justify-items-center gap-3 py-8 text-center">
          <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
          <h1 className="text-xl font-semibold">{texts.thanks}</h1>
          <p className="text-muted-foreground">{texts.thanksDetail}</p>
        </div>
      </InquiryFrame>
    );
  }

  const fieldErrors = isApiError(send.error) ? (send.error.fields ?? {}) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    send.mutate({
      body: {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        sessionType: text('sessionType') as SendInquiryRequest['sessionType'],
        wishedDate: text('wishedDate'),
        message: text('message'),
        website: text('website'),
        // The token came with the form: the server counts the fill time from when it issued it.
        formToken: form.data.formToken,
      },
      notBefore: form.dataUpdatedAt + inquiryMinFillMs,
    });
  };

  return (
    <InquiryFrame>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{texts.heading(form.data.studioName)}</h1>
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
      </header>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={texts.name}
          name="name"
          autoComplete="name"
          required
          maxLength={nameMaxLength}
          error={fieldErrors.name}
        />
        <TextField
          label={texts.email}
          name="email"
          {...emailInputProps}
          maxLength={emailMaxLength}
          error={fieldErrors.email}
        />
        <TextField
          label={texts.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={phoneMaxLength}
          error={fieldErrors.phone}
        />
        <SessionTypeSelect options={form.data.sessionTypes} error={fieldErrors.sessionType} />
        <TextField label={texts.wishedDate} name="wishedDate" type="date" error={fieldErrors.wishedDate} />
        <MessageField error={fieldErrors.message} />
        {/* The honeypot: out of sight and out of the tab order; a person leaves it empty, a bot fills it. */}
        <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
          <label>
            {texts.honeypot}
            <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {send.isError && (
          <Alert tone="danger" title="Your inquiry was not sent.">
            {Object.keys(fieldErrors).length > 0
              ? 'Please check the fields marked above.'
              : isApiError(send.error)
                ? send.error.message
                : 'Check your connection, then try again.'}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} className="w-full sm:w-fit">
          {send.isPending ? texts.sending : texts.send}
        </Button>
      </form>
    </InquiryFrame>
  );
}

function InquiryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
      <Card className="grid gap-6 p-5 sm:p-8">{children}</Card>
    </div>
  );
}

function SessionTypeSelect({ options, error }: { options: readonly string[]; error: string | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {texts.sessionType}
      </label>
      <select
        id={id}
        name="sessionType"
        defaultValue=""
        {...invalidFieldProps(id, error)}
        className="h-10 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm"
      >
        <option value="">{texts.sessionTypeBlank}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && <FieldError fieldId={id}>{error}</FieldError>}
    </div>
  );
}

function MessageField({ error }: { error: string | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {texts.message}
      </label>
      <Textarea id={id} name="message" rows={5} maxLength={inquiryMessageMaxLength} {...invalidFieldProps(id, error)} />
      {error && <FieldError fieldId={id}>{error}</FieldError>}
    </div>
  );
}
