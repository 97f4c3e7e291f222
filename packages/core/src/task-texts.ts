/** The dashboard's routines and tasks: what their screens say and the celebration toasts. */
export const dashboardTexts = {
  welcome: (name: string) => `Welcome back, ${name}`,
  /** What a blank card name is refused with, by the server and by the card's name field alike. */
  categoryNameRequired: 'Please enter a name for the card.',
  needsCategory: 'You need at least one category to use the dashboard. Please complete onboarding.',
  priorityTasks: 'Priority Tasks',
  additionalTasks: 'Additional Tasks',
  addCategory: '+ Add Category',
  adding: 'Adding...',
  /** The spec's '+n points earned!', with the singular for one point. */
  pointsEarned: (points: number) => `+${points} ${points === 1 ? 'point' : 'points'} earned!`,
  filters: { all: 'All', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly', done: 'Done' },
} as const;

export const taskTexts = {
  addFailed: 'Failed to add task',
  deleteFailed: 'Failed to delete task',
  deleted: 'Task deleted successfully',
  updateFailed: 'Failed to update task',
  completeFailed: 'Failed to complete task',
  uncompleteFailed: 'Failed to uncomplete task',
  orderFailed: 'Failed to update task order',
} as const;

/** The celebration toasts: one is picked at random when every task of a list is done. */
export const motivationalMessages = [
  'Every task done! Your future clients will feel this.',
  'That is a full set. Your business just got stronger.',
  'All done! Consistency is what turns photographers into brands.',
  'Clean sweep! Go grab a coffee, you earned it.',
  'List cleared. Small routines, big results.',
  'Done and dusted! That is how a pro runs a studio.',
  'Everything ticked off. Your calendar thanks you.',
  'Nailed it! Momentum looks good on you.',
  'All tasks complete. You are building something real.',
  'That list did not stand a chance.',
  'Finished! Showing up is half the job, and you did it all.',
  'Another list conquered. Keep the shutter clicking!',
  'Perfect exposure: every task done.',
  'You are in focus today. Everything is done!',
  'Full frame of finished tasks. Beautiful work.',
  'All clear! Your clients are lucky to have you.',
  'Routine complete. This is how bookings grow.',
  'You did the boring parts too. That is the secret.',
  'Everything done! Time to create something you love.',
  'Checklist crushed. Future you is grateful.',
  'Done! One more step toward a fully booked calendar.',
  'That is a wrap on this list!',
  'All tasks complete. Progress over perfection, and you got both.',
  'Look at you go! Every single task done.',
  'Business mode: mastered. Every task is checked.',
  'You turned a to-do list into a done list.',
  'Sharp work! Nothing left on this list.',
  'All done. Your consistency is your competitive edge.',
  'List complete! Celebrate the small wins.',
  'Every box ticked. Now go make some magic.',
] as const;
