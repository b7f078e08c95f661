import { z } from 'zod/mini';

/** A response that only carries a text for the user (e.g. change password: "may carry message"). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
