import { z } from 'zod';

/** GET /healthz: liveness and the database check. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });
export type Health = z.infer<typeof healthSchema>;
