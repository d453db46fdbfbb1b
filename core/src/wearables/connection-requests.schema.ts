import { z } from 'zod';

export const wearableParamsSchema = z.object({ provider: z.string().max(40) });

/** POST /api/wearables/{provider}/connect: where to send the browser to approve access. */
export const connectResponseSchema = z.object({ authorizeUrl: z.string() });

/** DELETE /api/wearables/{provider}?deleteReadings=true also removes the readings it brought in. */
export const disconnectQuerySchema = z.object({
  deleteReadings: z
    .enum(['true', 'false'], { message: 'deleteReadings must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** What the callback leaves in the address of the Settings page it returns to. */
export const CONNECT_RESULTS = ['connected', 'denied', 'failed'] as const;
export type ConnectResult = (typeof CONNECT_RESULTS)[number];
