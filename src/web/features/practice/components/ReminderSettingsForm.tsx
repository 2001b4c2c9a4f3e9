import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type ReminderSettings, reminderSettingsSchema } from '#shared/practice';
import { PlanUpgradeOffer } from '#web/components/practice/PlanUpgradeOffer';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { inputClasses, labelClasses } from '#web/components/ui/fieldStyles';
import { Spinner } from '#web/components/ui/Spinner';
import { serverMessageOr } from '#web/lib/api/apiError';
import { browserTimeZone } from '#web/lib/practice/browserTimeZone';
import {
  isPlanRequired,
  practiceQueryKeys,
  remindersQueryOptions,
  saveReminders,
} from '#web/lib/practice/practiceRequests';
import { PushUnavailable, subscribeToPush } from '../api/subscribeToPush';

/** When the settings cannot be read: off, as docs/product.md §10 has them until turned on. */
const defaults = (timeZone: string): ReminderSettings => ({
  timeZone,
  enabled: false,
  time: '08:00',
  randomUntil: null,
  email: true,
  push: false,
  weeklyReviewEmail: false,
});

/** Reminders (paid plans): a time or a random window, email and push, and the weekly review email. */
export function ReminderSettingsForm() {
  const settings = useQuery({ ...remindersQueryOptions(), retry: false });
  if (isPlanRequired(settings.error)) return <PlanUpgradeOffer title="Reminders are part of Visionary" />;
  if (settings.isPending) return <Spinner label="Loading your reminders..." />;
  return <ReminderForm initial={settings.data ?? defaults(browserTimeZone())} />;
}

function ReminderForm({ initial }: { initial: ReminderSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [useWindow, setUseWindow] = useState(initial.randomUntil !== null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ids = { time: useId(), until: useId() };
  const set = (next: Partial<ReminderSettings>) => setValues((current) => ({ ...current, ...next }));
  const deviceZone = browserTimeZone();

  const togglePush = async (on: boolean) => {
    setMessage(null);
    if (!on) return set({ push: false });
    try {
      await subscribeToPush();
      set({ push: true });
    } catch (error) {
      set({ push: false });
      setMessage({
        tone: 'error',
        text:
          error instanceof PushUnavailable
            ? error.message
            : 'Notifications could not be turned on. Please try again.',
      });
    }
  };

  const save = async () => {
    setMessage(null);
    const body = reminderSettingsSchema.safeParse({
      ...values,
      randomUntil: useWindow ? values.randomUntil : null,
    });
    if (!body.success) {
      setMessage({ tone: 'error', text: body.error.issues[0]?.message ?? 'Please check the times.' });
      return;
    }
    setPending(true);
    try {
      const saved = await saveReminders(body.data);
      queryClient.setQueryData(practiceQueryKeys.reminders, saved);
      setMessage({
        tone: 'success',
        text: saved.enabled
          ? `Saved. We will remind you ${saved.randomUntil ? `between ${saved.time} and ${saved.randomUntil}` : `at ${saved.time}`} on days you have not checked in yet.`
          : 'Saved. Daily reminders are off.',
      });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: serverMessageOr(error, 'Your reminders could not be saved. Please try again.'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-5"
    >
      <Toggle
        label="Remind me each day"
        description="Only on days you have not checked in yet."
        checked={values.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      <fieldset disabled={!values.enabled} className="grid gap-5 disabled:opacity-60">
        <legend className="sr-only">When and how</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.time} className={labelClasses}>
              {useWindow ? 'From' : 'Time'}
            </label>
            <input
              id={ids.time}
              type="time"
              required
              value={values.time}
              onChange={(event) => set({ time: event.target.value })}
              className={inputClasses}
            />
          </div>
          {useWindow ? (
            <div>
              <label htmlFor={ids.until} className={labelClasses}>
                Until
              </label>
              <input
                id={ids.until}
                type="time"
                value={values.randomUntil ?? ''}
                onChange={(event) => set({ randomUntil: event.target.value || null })}
                className={inputClasses}
              />
            </div>
          ) : null}
        </div>
        <Toggle
          label="At a random moment in a window"
          description="A surprise is harder to tune out than the same minute every day."
          checked={useWindow}
          onChange={(on) => {
            setUseWindow(on);
            if (on && !values.randomUntil) set({ randomUntil: laterBy(values.time, 120) });
          }}
        />
        <Toggle label="By email" checked={values.email} onChange={(email) => set({ email })} />
        <Toggle
          label="As a notification on this device"
          description="Your browser asks for permission when you turn this on."
          checked={values.push}
          onChange={(on) => void togglePush(on)}
        />
      </fieldset>
      <Toggle
        label="Weekly review email"
        description="On Monday morning, a short note to look back on your week."
        checked={values.weeklyReviewEmail}
        onChange={(weeklyReviewEmail) => set({ weeklyReviewEmail })}
      />
      <p className="text-ink-subtle text-sm">
        Times are in your time zone: {values.timeZone}.
        {/* The stored zone decides the user's days (docs/product.md §10); a move is the user's call. */}
        {deviceZone !== values.timeZone ? (
          <>
            {' '}
            <button
              type="button"
              onClick={() => set({ timeZone: deviceZone })}
              className="rounded-md font-medium text-dream-violet underline underline-offset-4 hover:text-dream-pink"
            >
              Use this device’s zone ({deviceZone})
            </button>
          </>
        ) : null}
      </p>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={pending} className="sm:justify-self-start">
        {pending ? 'Processing...' : 'Save reminders'}
      </Button>
    </form>
  );
}

/** A switch: a checkbox with role="switch", its label and description read with it. */
function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      {/* One label around the hidden checkbox, its drawn switch and its words: one target, one name. */}
      <label className="flex cursor-pointer items-start gap-3">
        <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
          {/* Transparent over the drawn switch: the real control is what a pointer hits. */}
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            aria-checked={checked}
            aria-describedby={description ? `${id}-description` : undefined}
            onChange={(event) => onChange(event.target.checked)}
            className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className={`relative inline-flex h-6 w-11 rounded-full transition peer-focus-visible:outline-3 peer-focus-visible:outline-dream-gold peer-focus-visible:outline-offset-2 ${
              checked ? 'bg-linear-to-r from-dream-violet to-dream-pink' : 'bg-white/15'
            }`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-ink shadow transition-transform motion-reduce:transition-none ${
                checked ? 'translate-x-5.5' : 'translate-x-0.5'
              }`}
            />
          </span>
        </span>
        <span className="font-medium">{label}</span>
      </label>
      {description ? (
        <p id={`${id}-description`} className="mt-0.5 pl-14 text-ink-muted text-sm">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** `HH:MM` plus minutes, kept within the same day. */
function laterBy(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, hours * 60 + mins + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
