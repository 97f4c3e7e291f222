/** Sign-up, sign-in and the password forms, and the reset's last step (zod; their texts are in auth-texts.ts). */
import { z } from 'zod';
import { authTexts } from './auth-texts';
import { emailField, newPasswordField, personNameField } from './fields';

export const registerSchema = z
  .object({
    name: personNameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authTexts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const updatePasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authTexts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordForm = z.infer<typeof updatePasswordSchema>;

/** POST /api/password-reset: the token from the reset e-mail and the new password. */
export const completePasswordResetSchema = z.object({
  token: z
    .string({ error: 'The reset link is missing its token.' })
    .trim()
    .min(1, 'The reset link is missing its token.')
    .max(512),
  newPassword: newPasswordField,
});
export type CompletePasswordResetRequest = z.infer<typeof completePasswordResetSchema>;
