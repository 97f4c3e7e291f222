export * from './limits';
export * from './options';
export * from './routes';
export * from './schemas';
export * from './texts';
