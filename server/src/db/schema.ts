/**
 * Every table of the database, one file per feature beside this one. drizzle-kit reads this file
 * (server/drizzle.config.ts), and the server imports its tables from here.
 */
export * from './auth-schema';
export * from './logs-schema';
export * from './guidance-schema';
export * from './journal-schema';
export * from './wearables-schema';
export * from './reminders-schema';
export * from './webhooks-schema';
// A person's own protocols.
export * from './custom-protocols-schema';
// "What works for me": a person's questions and their last answer.
export * from './insights-schema';
// N-of-1 experiments: planned on and off days for one habit.
export * from './experiments-schema';
// Server administration: invites and the admins' audit trail.
export * from './admin-schema';
// Backups: each run and whether it restored exactly.
export * from './backup-schema';
// Sharing with the people who help a person, and their access log.
export * from './sharing-schema';
