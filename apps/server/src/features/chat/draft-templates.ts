import type { ChatMood } from '@shutterdesk/core';

/** The offline drafter's words (offline-drafter.ts): per mood a hook, a body, a call to action and hashtags. */

interface MoodTemplates {
  hooks: readonly string[];
  bodies: readonly string[];
  callsToAction: readonly string[];
  hashtags: readonly string[];
}

export const moodTemplates: Record<ChatMood, MoodTemplates> = {
  Marketing: {
    hooks: [
      'Your story deserves more than a phone snapshot.',
      'New dates just opened on my calendar!',
      'Looking for photos you will actually hang on your wall?',
      "It's time to get the whole family in the frame.",
    ],
    bodies: [
      'I plan every session around you: the location, the light and the little moments that make your people yours. You relax, I take care of the rest.',
      'From the first message to your finished gallery, everything is simple: a quick call to plan, a relaxed session, and images delivered ready to print and share.',
      'Every session includes a planning guide, gentle direction in front of the camera and a gallery of edited images you will be proud to show off.',
    ],
    callsToAction: [
      'Send me a message to save your date. Spots are limited!',
      'Tap the link in my bio to book your session today.',
      'Comment "INFO" below and I will send you the details.',
      'DM me to check availability before the calendar fills up.',
    ],
    hashtags: ['#BookNow', '#PhotoSession', '#PortraitPhotography', '#FamilyPhotographer', '#LimitedSpots'],
  },
  Inspirational: {
    hooks: [
      'The days are long, but the years are short.',
      'One day, these ordinary moments will be the ones you treasure most.',
      'You are allowed to be in the pictures too.',
      'Some moments only happen once. Photographs let them stay.',
    ],
    bodies: [
      'I believe every season of life deserves to be remembered: the messy hair, the belly laughs, the quiet hands held tight. Those are the images that matter years from now.',
      'Photographs are the one thing that grow more valuable with time. They are how we tell our children where they came from and who loved them first.',
      "Behind every session I shoot is the same hope: that you'll look back at these images and feel exactly how this time of your life felt.",
    ],
    callsToAction: [
      'Let this be your sign to book the session you keep putting off.',
      'Tag someone who needs this reminder today.',
      "Save this post for the day you're ready to capture your story.",
      'Message me when you are ready. I would love to tell your story.',
    ],
    hashtags: ['#CaptureTheMoment', '#MemoriesMatter', '#ExistInPhotos', '#LifestylePhotography', '#StoryTelling'],
  },
  Humorous: {
    hooks: [
      'Plot twist: your kids WILL cooperate for photos. (Mostly.)',
      'Me: "Everyone look at the camera!" The dog: "No."',
      'Warning: side effects of booking a session include an overflowing camera roll and a very proud grandma.',
      'I have said "just one more" at every session this month. I meant it every time.',
    ],
    bodies: [
      "Tantrums, tickle fights, a toddler's sudden need to lie face-down on the grass: I've seen it all and I still get the shot. Your job is to show up; mine is to make it fun.",
      'No awkward posing, no forced smiles. I bring the jokes, the snacks and the patience of a saint. You bring your people, however chaotic they are today.',
      "Bad hair day? Kid in a mood? Partner who 'hates photos'? Perfect. Those make my favourite sessions, and nobody will ever know from the gallery.",
    ],
    callsToAction: [
      'Book your session before your kids grow another inch.',
      'Send me your best "we tried" family photo and let me show you what a real session looks like.',
      'DM me and let us make some (organised) chaos together.',
      'Tag the friend whose family photos are all blurry.',
    ],
    hashtags: ['#RealLifePhotography', '#FamilyChaos', '#PhotographerLife', '#OuttakesWelcome', '#PhotoFun'],
  },
  Insightful: {
    hooks: [
      "Here's what most people don't know about getting great photos.",
      'The secret to natural photos has nothing to do with posing.',
      'After hundreds of sessions, this is what I wish every client knew.',
      'Three things that make a bigger difference than the camera.',
    ],
    bodies: [
      'The best images come from trust, not perfect posing. I spend the first minutes of every session just talking, so that by the time it matters, you have forgotten the camera is there.',
      'Light matters more than location. Booking the hour before sunset gives soft, flattering light almost anywhere, which is why I plan every outdoor session around it.',
      'Coordinate, do not match: choose two or three colours that work together and add one texture. It photographs beautifully and keeps everyone feeling like themselves.',
    ],
    callsToAction: [
      'Save this for your next session and send me your questions.',
      'What would you like to know about photo sessions? Ask me below.',
      'Share this with someone planning photos this season.',
      'Follow along for more behind-the-scenes tips.',
    ],
    hashtags: ['#PhotographyTips', '#BehindTheScenes', '#PhotoSessionTips', '#GoldenHour', '#PhotographerAdvice'],
  },
};

export const generalHashtags = ['#Photography', '#Photographer', '#SupportSmallBusiness', '#PhotoOfTheDay'];

export const extraParagraphs = [
  'Every gallery is edited by hand, and I am with you from the first message until the prints arrive.',
  'I keep my sessions relaxed and unhurried, so there is always time for the moments that happen in between.',
  'Past clients tell me the images grow more precious every year, and that is exactly why I do this.',
];
