import { zodResolver } from '@hookform/resolvers/zod';
import {
  feedbackAnswerMaxLength,
  feedbackHelpedOptions,
  feedbackQuestions,
  feedbackSchema,
  feedbackTexts,
  type FeedbackField,
  type FeedbackRequest,
} from '@shutterdesk/core';
import { MessageSquareHeart } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AnswerField } from '@/components/ui/answer-field';
import { Button } from '@/components/ui/button';
import { ContactFields, FormPage } from '@/components/ui/form-page';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubmitFeedback } from './api';

type FeedbackForm = FeedbackRequest;

/** The long answers, in the form's order. */
const writtenAnswers = ['usage', 'intuitive', 'change', 'missing', 'longerTerm', 'price', 'final'] as const;

export default function FeedbackPage() {
  useDocumentTitle('Feedback');
  const profile = useSession().data;
  const submit = useSubmitFeedback();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackSchema),
    // The route guard has loaded the profile before this screen renders; the number and the choice start unanswered.
    defaultValues: {
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      usage: '',
      intuitive: '',
      change: '',
      missing: '',
      longerTerm: '',
      price: '',
      final: '',
    },
  });

  const onInvalid = (invalid: FieldErrors<FeedbackForm>) => {
    const first = (Object.keys(feedbackQuestions) as FeedbackField[]).find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit((form) => {
    submit.mutate(form, {
      onSuccess: () => {
        notify.success(feedbackTexts.success);
        reset();
      },
      onError: (error) => {
        notify.error(feedbackTexts.failure);
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in feedbackQuestions) setError(field as FeedbackField, { message });
          }
        }
      },
    });
  }, onInvalid);

  return (
    <FormPage
      icon={MessageSquareHeart}
      eyebrow="Feedback"
      title="Help us shape Shutterdesk"
      intro="A few questions about how Shutterdesk fits your business. Every answer is read by the people building it. Only the last question is optional."
      onSubmit={onSubmit}
    >
      <ContactFields
        name={{ label: feedbackQuestions.name, error: errors.name?.message, ...register('name') }}
        email={{ label: feedbackQuestions.email, error: errors.email?.message, ...register('email') }}
      />
      <TextField
        label={feedbackQuestions.clients}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        className="sm:max-w-40"
        error={errors.clients?.message}
        {...register('clients', { valueAsNumber: true })}
      />
      <HelpedChoice error={errors.helped?.message} {...register('helped')} />
      {writtenAnswers.map((field) => (
        <AnswerField
          key={field}
          label={feedbackQuestions[field]}
          maxLength={feedbackAnswerMaxLength}
          required={field !== 'final'}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
      <Button type="submit" size="lg" loading={submit.isPending} className="w-full sm:w-fit">
        {submit.isPending ? 'Sending…' : 'Send feedback'}
      </Button>
    </FormPage>
  );
}

function HelpedChoice({ error, ...props }: ComponentProps<'input'> & { error: string | undefined }) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{feedbackQuestions.helped}</legend>
      <div className="flex flex-wrap gap-2">
        {feedbackHelpedOptions.map((option) => (
          <label
            key={option}
            className={cn(
              'flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm transition-colors duration-150',
              'hover:bg-muted has-checked:border-accent has-checked:bg-accent-soft has-checked:text-accent-soft-foreground',
              'has-focus-visible:outline-2 has-focus-visible:outline-ring/60',
            )}
          >
            <input type="radio" value={option} required className="accent-accent" {...props} />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
