import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(heading: string, paragraph: string, actionLabel: string, url: string): string {
  return `<!doctype html><html><body style="font-family:Inter,system-ui,sans-serif;color:#27272a;background:#fafaf9;padding:32px">
<div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:32px">
<p style="font-weight:600;font-size:18px;margin:0 0 16px">Shutterdesk</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>
<p style="line-height:1.5;margin:0 0 24px;white-space:pre-line">${escapeHtml(paragraph)}</p>
<a href="${escapeHtml(url)}" style="display:inline-block;background:#c2410c;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(actionLabel)}</a>
<p style="font-size:12px;color:#78716c;margin:24px 0 0">If the button does not work, open this link: ${escapeHtml(url)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const paragraph = `Hi ${name}, confirm your e-mail address to finish setting up your Shutterdesk account.`;
  return {
    to,
    subject: 'Verify your e-mail for Shutterdesk',
    text: `${paragraph}\n\nVerify your e-mail: ${url}\n\nIf you did not sign up, ignore this message.`,
    html: layout('Verify your e-mail', paragraph, 'Verify e-mail', url),
    link: url,
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const paragraph = `Hi ${name}, someone asked to reset the password of your Shutterdesk account. The link works for one hour.`;
  return {
    to,
    subject: 'Reset your Shutterdesk password',
    text: `${paragraph}\n\nSet a new password: ${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    html: layout('Reset your password', paragraph, 'Set a new password', url),
    link: url,
  };
}

/** Someone registered an address that already has a verified account: its owner is told, and nothing changes. */
export function alreadyRegisteredEmail(to: string, name: string, loginUrl: string): MailMessage {
  const paragraph = `Hi ${name}, someone tried to create a Shutterdesk account with this address, which already has one. Nothing was changed. If it was you, log in; if you forgot your password, choose "Forgot password" there.`;
  return {
    to,
    subject: 'You already have a Shutterdesk account',
    text: `${paragraph}\n\nLog in: ${loginUrl}\n\nIf it was not you, ignore this message: nobody can use your account without your password.`,
    html: layout('You already have an account', paragraph, 'Log in', loginUrl),
    link: loginUrl,
  };
}

/** The account's e-mail was changed: the old address is told, with whom to contact if it was not its owner. */
export function emailChangedEmail(to: string, name: string, newEmail: string, supportEmail: string): MailMessage {
  const paragraph = `Hi ${name}, the e-mail address of your Shutterdesk account was changed to ${newEmail}. Sign-in and mail now use the new address.`;
  const contact = `mailto:${supportEmail}`;
  return {
    to,
    subject: 'Your Shutterdesk e-mail address was changed',
    text: `${paragraph}\n\nIf you did not change it, write to ${supportEmail} at once: ${contact}`,
    html: layout(
      'Your e-mail address was changed',
      `${paragraph}\n\nIf you did not change it, write to us at once.`,
      'Contact support',
      contact,
    ),
    link: contact,
  };
}

/** A website inquiry arrived; the visitor's words are plain text (markup was removed) and are escaped here too. */
export function websiteInquiryEmail(
  to: string,
  photographerName: string,
  inquiry: { name: string; email: string; notes: string },
  leadsUrl: string,
): MailMessage {
  const paragraph = `Hi ${photographerName}, ${inquiry.name} (${inquiry.email}) sent an inquiry through your website form. It is in Lead Flow as a new lead.`;
  return {
    to,
    subject: `New website inquiry from ${inquiry.name}`,
    text: `${paragraph}\n\n${inquiry.notes}\n\nOpen Lead Flow: ${leadsUrl}`,
    html: layout('New website inquiry', `${paragraph}\n\n${inquiry.notes}`, 'Open Lead Flow', leadsUrl),
    link: leadsUrl,
  };
}
