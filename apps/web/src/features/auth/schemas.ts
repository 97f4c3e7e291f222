/** The sign-in forms' schemas, loaded when a form is first checked (resolver-on-demand.ts). */
export { backupCodeSchema, forgotPasswordSchema, loginSchema, totpCodeSchema } from '@shutterdesk/core';
