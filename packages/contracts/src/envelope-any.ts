import { z } from './zod.js';
import { Envelope } from './envelope.js';

/** The envelope as a client reads it before it knows the data's shape (the code decides what the data is). */
export const AnyEnvelope = Envelope(z.unknown());
export type AnyEnvelope = z.infer<typeof AnyEnvelope>;
