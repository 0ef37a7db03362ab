export * from './waitlist.schemas';
export * from './waitlist.errors';
