/** The feedback form. */
import { z } from 'zod';
import { answerField, emailField, personNameField } from './fields';

export const feedbackHelpedOptions = ['Yes, big time', 'Sort of', 'Not really'] as const;
export type FeedbackHelped = (typeof feedbackHelpedOptions)[number];

export const feedbackAnswerMaxLength = 2000;
/** No studio has more; it keeps the number an ordinary integer. */
export const feedbackClientsMax = 1_000_000;

export const feedbackTexts = {
  success: 'Thank you for your feedback!',
  failure: 'There was an error submitting your feedback.',
} as const;

/** The question each field asks, in the form's order; the form and the error messages both use them. */
export const feedbackQuestions = {
  name: 'Your name',
  email: 'Your email',
  clients: 'How many clients do you work with in a typical year?',
  usage: 'How do you use Shutterdesk day to day?',
  intuitive: 'How easy is Shutterdesk to find your way around? What felt confusing?',
  helped: 'Has Shutterdesk helped your business?',
  change: 'What is one thing you would change?',
  missing: 'What is missing that you would need?',
  longerTerm: 'What would make you keep using Shutterdesk for years?',
  price: 'What would you consider a fair monthly price?',
  final: 'Any final thoughts? (optional)',
} as const;
export type FeedbackField = keyof typeof feedbackQuestions;

/** POST /api/feedback: every field is required except final thoughts. */
export const feedbackSchema = z.strictObject({
  name: personNameField,
  email: emailField,
  clients: z
    .number({ error: 'Please enter how many clients you work with, as a number.' })
    .int('Please enter a whole number of clients.')
    .min(0, 'The number of clients cannot be below 0.')
    .max(feedbackClientsMax, `The number of clients can be at most ${feedbackClientsMax}.`),
  usage: answerField('Please tell us how you use Shutterdesk.', feedbackAnswerMaxLength),
  intuitive: answerField('Please tell us how easy Shutterdesk is to use.', feedbackAnswerMaxLength),
  helped: z.enum(feedbackHelpedOptions, { error: `Please choose one of: ${feedbackHelpedOptions.join(', ')}.` }),
  change: answerField('Please tell us one thing you would change.', feedbackAnswerMaxLength),
  missing: answerField('Please tell us what is missing.', feedbackAnswerMaxLength),
  longerTerm: answerField('Please tell us what would keep you using Shutterdesk.', feedbackAnswerMaxLength),
  price: answerField('Please tell us what price feels fair.', feedbackAnswerMaxLength),
  final: z
    .string({ error: 'Final thoughts must be text.' })
    .trim()
    .max(feedbackAnswerMaxLength, `Answers can be at most ${feedbackAnswerMaxLength} characters.`)
    .default(''),
});
export type FeedbackRequest = z.input<typeof feedbackSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;

export const submitFeedbackResponseSchema = z.object({ id: z.string() });
export type SubmitFeedbackResponse = z.infer<typeof submitFeedbackResponseSchema>;

/**
 * The spreadsheet script's form data: every field under its lower-cased name, plus
 * sheetName 'Feedback'.
 */
export function feedbackFormFields(feedback: Feedback): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(feedback)) fields[name.toLowerCase()] = String(value);
  fields.sheetName = 'Feedback';
  return fields;
}
