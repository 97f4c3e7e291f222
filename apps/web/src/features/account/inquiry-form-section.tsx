import { studioLinkTexts, type InquiryFormSettings } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { CopyableValue } from '@/components/ui/copyable-value';
import { LoadFailed } from '@/components/ui/load-failed';
import { RenewableLink } from '@/components/ui/renewable-link';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { InquiryReplyControl } from '@/components/workflows/inquiry-reply-control';

const texts = studioLinkTexts.inquiryForm;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** What the photographer pastes into their own website: a link styled as a button, or the form in an iframe. */
export function inquirySnippets(url: string) {
  const href = escapeAttribute(url);
  return {
    button:
      `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 20px;` +
      `border-radius:8px;background:#c2410c;color:#fff;font:600 16px system-ui,sans-serif;text-decoration:none">` +
      `${texts.buttonText}</a>`,
    iframe:
      `<iframe src="${href}" title="${texts.iframeTitle}" loading="lazy" ` +
      `style="width:100%;max-width:640px;height:900px;border:0"></iframe>`,
  };
}

/**
 * Turns the public inquiry form on or off, and the instant reply to each inquiry; shows the form's address and
 * snippets, and gives it a new address.
 */
export function InquiryFormSection() {
  const queryClient = useQueryClient();
  const switchId = useId();
  const form = useQuery({ queryKey: queryKeys.inquiryForm, queryFn: () => api('GET /api/inquiry-form') });
  const saved = (settings: InquiryFormSettings) => queryClient.setQueryData(queryKeys.inquiryForm, settings);
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => api('PUT /api/inquiry-form', { body: { enabled } }),
    onSuccess: (settings) => {
      saved(settings);
      notify.success(settings.enabled ? texts.turnedOn : texts.turnedOff);
    },
    onError: () => notify.error('Could not change the inquiry form. Please try again.'),
  });
  const renew = useMutation({
    mutationFn: () => api('POST /api/inquiry-form/renew'),
    onSuccess: (settings) => {
      saved(settings);
      notify.success(texts.renewed);
    },
    onError: () => notify.error('Could not make a new address. Please try again.'),
  });

  if (form.isError) {
    return (
      <LoadFailed
        title="The inquiry form could not be loaded"
        retrying={form.isFetching}
        onRetry={() => void form.refetch()}
      />
    );
  }
  if (!form.data) return <Skeleton className="h-40 w-full" />;
  const settings = form.data;
  const snippets = inquirySnippets(settings.url);

  return (
    <div className="grid gap-5">
      <p className="text-sm text-pretty text-muted-foreground">{texts.description}</p>
      <div className="flex min-h-11 items-center justify-between gap-3">
        <label htmlFor={switchId} className="grid min-w-0 cursor-pointer gap-0.5">
          <span className="text-sm font-medium">{texts.enabled}</span>
          <span className="text-xs text-muted-foreground">
            {settings.enabled ? 'Visitors can send inquiries now.' : 'The form answers that it is not open.'}
          </span>
        </label>
        <Switch
          id={switchId}
          checked={toggle.isPending ? toggle.variables : settings.enabled}
          disabled={toggle.isPending}
          onCheckedChange={(enabled) => toggle.mutate(enabled)}
        />
      </div>
      <InquiryReplyControl />
      <RenewableLink
        label={texts.pageLabel}
        url={settings.url}
        copyLabel={texts.copyPage}
        copiedText={texts.copied}
        renewLabel={texts.renew}
        renewConfirm={texts.renewConfirm}
        renewal={renew}
      >
        <a
          href={settings.url}
          target="_blank"
          rel="noopener"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          Open the form
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
        <CopyableValue
          label={texts.buttonSnippetLabel}
          value={snippets.button}
          copyLabel={texts.copySnippet}
          copiedText={texts.copied}
          multiline
        />
        <CopyableValue
          label={texts.iframeSnippetLabel}
          value={snippets.iframe}
          copyLabel={texts.copySnippet}
          copiedText={texts.copied}
          multiline
        />
      </RenewableLink>
    </div>
  );
}
