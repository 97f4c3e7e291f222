import { feedbackSchema, submitFeedbackResponseSchema } from '../feedback';
import { endpoint } from './endpoint';
import { idempotencyKeyHeaders } from './params';

/** The feedback form. */
export const feedbackContracts = {
  submitFeedback: endpoint({
    operationId: 'submitFeedback',
    method: 'post',
    path: '/api/feedback',
    tags: ['Feedback'],
    summary: 'Stores the feedback form; forwarding it to the spreadsheet script happens after the answer.',
    access: 'user',
    request: { headers: idempotencyKeyHeaders, body: feedbackSchema },
    status: 201,
    response: submitFeedbackResponseSchema,
  }),
};
