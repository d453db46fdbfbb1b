import { z } from 'zod';

/**
 * The first entry of every backup: what the archive must hold, so a restore can check each table
 * and side file against it, and which migration built the schema the rows belong to.
 */
export const BACKUP_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string().min(1),
  appVersion: z.string().min(1),
  /** The tag of the last migration applied to the backed-up database (such as 0023_admin). */
  lastMigration: z.string().min(1),
  /** In loading order: a table comes after every table it refers to. */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0), sha256 })),
  files: z.array(z.object({ name: z.string().min(1), bytes: z.number().int().min(0), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntryName = (table: string) => `tables/${table}.copy`;
export const fileEntryName = (file: string) => `files/${file}`;
