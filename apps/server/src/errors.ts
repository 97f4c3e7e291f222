/**
 * The errors services, shared domain modules and db code throw. They import them from here, never from http/, so
 * that they stay free of HTTP; for now this only passes on http/errors.ts, which maps them to responses.
 */
export { AppError, accountBanned, notFound, profileNotFound, unauthenticated, validationFailed } from './http/errors';
