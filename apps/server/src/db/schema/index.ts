export * from './auth';
export * from './clients';
export * from './leads';
export * from './profiles';
export * from './tasks';
export * from './waitlist';
