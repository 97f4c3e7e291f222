import { zodResolver } from '@hookform/resolvers/zod';
import {
  bugReportAnswerMaxLength,
  bugReportBrowserMaxLength,
  bugReportDevices,
  bugReportQuestions,
  bugReportSchema,
  bugReportTexts,
  type BugReportRequest,
} from '@shutterdesk/core';
import { Bug } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AnswerField } from '@/components/ui/answer-field';
import { Button } from '@/components/ui/button';
import { ContactFields, FormPage } from '@/components/ui/form-page';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { describeUserAgent, guessDevice } from '@/lib/user-agent';
import { useSubmitBugReport } from './api';
import { ScreenshotPicker } from './screenshot-picker';

/** The fields in the form's order: the first invalid one gets the focus. */
const fieldOrder = ['name', 'email', 'device', 'browser', 'action', 'issue', 'recreate'] as const;
const writtenAnswers = ['action', 'issue', 'recreate'] as const;
/** Where the server names a refused screenshot; the picker shows it. */
const screenshotField = 'screenshot.dataBase64';

function emptyReport(name: string, email: string): BugReportRequest {
  // Drawn on the server, the fields are empty in the HTML either way: the form fills them in once it hydrates.
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return {
    name,
    email,
    // A select needs a value; '' shows its placeholder until the user chooses.
    device: guessDevice(userAgent) ?? ('' as BugReportRequest['device']),
    browser: describeUserAgent(userAgent),
    action: '',
    issue: '',
    recreate: '',
    screenshot: undefined,
  };
}

export default function BugReportPage() {
  useDocumentTitle(bugReportTexts.title);
  const profile = useSession().data;
  const submit = useSubmitBugReport();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setFocus,
    setValue,
    watch,
    formState: { errors },
  } = useForm<BugReportRequest>({
    resolver: zodResolver(bugReportSchema),
    // The route guard has loaded the profile before this screen renders.
    defaultValues: emptyReport(profile?.name ?? '', profile?.email ?? ''),
  });
  const screenshot = watch('screenshot');
  // A file the picker refused (no image, too large) blocks the send until another is chosen or it is removed: kept
  // apart from the form's errors, which each validation replaces with the schema's (and an absent screenshot passes).
  const [refusedScreenshot, setRefusedScreenshot] = useState<string>();
  const screenshotPicker = useRef<{ focus: () => void }>(null);
  const screenshotError = refusedScreenshot ?? errors.screenshot?.dataBase64?.message ?? errors.screenshot?.message;

  const onInvalid = (invalid: FieldErrors<BugReportRequest>) => {
    const first = fieldOrder.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit((report) => {
    if (refusedScreenshot) {
      screenshotPicker.current?.focus();
      return;
    }
    submit.mutate(report, {
      onSuccess: () => {
        notify.success(bugReportTexts.success);
        reset(emptyReport(report.name, report.email));
      },
      onError: (error) => {
        notify.error(bugReportTexts.failure);
        if (!isApiError(error) || !error.fields) return;
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === screenshotField || (fieldOrder as readonly string[]).includes(field)) {
            setError(field as (typeof fieldOrder)[number], { message });
          }
        }
      },
    });
  }, onInvalid);

  return (
    <FormPage
      icon={Bug}
      eyebrow={bugReportTexts.title}
      title="Something not working?"
      intro="Tell us what happened and we will look into it. Your device and browser are filled in from this browser; change them if the problem was somewhere else. A screenshot helps, but it is optional."
      onSubmit={onSubmit}
    >
      <ContactFields
        name={{ label: bugReportQuestions.name, error: errors.name?.message, ...register('name') }}
        email={{ label: bugReportQuestions.email, error: errors.email?.message, ...register('email') }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={bugReportQuestions.device}
          options={bugReportDevices}
          placeholder="Choose your device"
          required
          error={errors.device?.message}
          {...register('device')}
        />
        <TextField
          label={bugReportQuestions.browser}
          required
          maxLength={bugReportBrowserMaxLength}
          error={errors.browser?.message}
          {...register('browser')}
        />
      </div>
      {writtenAnswers.map((field) => (
        <AnswerField
          key={field}
          label={bugReportQuestions[field]}
          required
          maxLength={bugReportAnswerMaxLength}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
      <ScreenshotPicker
        screenshot={screenshot}
        error={screenshotError}
        ref={screenshotPicker}
        refused={refusedScreenshot !== undefined}
        onChange={(picked) => {
          setRefusedScreenshot(undefined);
          clearErrors('screenshot');
          setValue('screenshot', picked);
        }}
        onRefused={setRefusedScreenshot}
      />
      <Button type="submit" size="lg" loading={submit.isPending} className="w-full sm:w-fit">
        {submit.isPending ? 'Sending…' : 'Send bug report'}
      </Button>
    </FormPage>
  );
}
