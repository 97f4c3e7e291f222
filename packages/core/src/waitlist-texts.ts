/** The waitlist page (exact texts of the specification). */
export const waitlistTexts = {
  pageTitle: 'Join the Waitlist',
  headline: 'Built for Photographers.',
  tagline: 'Clients, leads and the routines that grow your business, in one calm dashboard.',
  trialOffer: 'Join now and get a 7-day free trial when we open the doors.',
  joined: "You're on the list! We'll be in touch soon.",
  alreadyJoined: "You're already on the list. We'll be in touch soon.",
} as const;
