import type { CheckInInput, IsoDay } from '#shared/practice';
import { sendCheckIn as sendOrQueue } from '#web/lib/offline/check-in-queue';

/**
 * The one way /today sends a check-in: through the offline check-in queue (src/web/lib/offline/,
 * docs/decisions/0078), so a check-in made offline answers 'queued' and is sent, once, when the
 * connection returns.
 */
export function sendCheckIn(day: IsoDay, input: CheckInInput): Promise<'sent' | 'queued'> {
  return sendOrQueue(day, input);
}
