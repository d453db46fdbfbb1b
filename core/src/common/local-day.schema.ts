import { z } from 'zod';
import { isStorableYear } from './storable.schema';

/** A local calendar day, `yyyy-MM-dd`, that exists and that the database can hold. */
export const localDay = (label = 'date') =>
  z.string({ message: `${label} must be yyyy-MM-dd` }).superRefine((value, context) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      context.addIssue({ code: 'custom', message: `${label} must be yyyy-MM-dd` });
      return;
    }
    const parsed = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: 'custom', message: `${label} must be a real calendar date` });
    } else if (!isStorableYear(value)) {
      context.addIssue({ code: 'custom', message: `${label} must be between the years 1900 and 9999` });
    }
  });
