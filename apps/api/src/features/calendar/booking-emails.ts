/**
 * The booking emails' content: the visitor's confirmation (with the .ics invite, an "add to Google Calendar" link
 * and the signed manage link), the cancellation (METHOD:CANCEL) and the reminders; the owner's copy of the invite.
 * Plain text and escaped HTML (adapters/email/templates.ts); subjects are single lines, so no visitor-supplied
 * CR/LF can reach a header.
 */
import { renderActionEmail, type RenderedEmail } from '../../adapters/email/templates.js';
import { formatSlotLabel } from './availability.js';
import { googleCalendarLink, singleLine } from './invites.js';

export type AppointmentForEmail = {
  businessName: string;
  start: Date;
  end: Date;
  /** The zone the reader sees times in (the visitor's, else the business's). */
  zone: string;
  visitorName: string;
  manageUrl: string;
};

function when(appointment: AppointmentForEmail): string {
  const minutes = Math.round((appointment.end.getTime() - appointment.start.getTime()) / 60_000);
  return `${formatSlotLabel(appointment.start.getTime(), appointment.zone)} (${minutes} minutes)`;
}

export function renderConfirmationEmail(appointment: AppointmentForEmail): RenderedEmail {
  const business = singleLine(appointment.businessName, 100);
  const addLink = googleCalendarLink({
    title: `Appointment with ${business}`,
    start: appointment.start,
    end: appointment.end,
    details: `Booked through ${business}'s website chat.`,
  });
  return renderActionEmail({
    subject: `Your appointment with ${business} is booked`,
    heading: 'Your appointment is booked',
    paragraphs: [
      `Hi ${singleLine(appointment.visitorName, 100) || 'there'}, your appointment with ${business} is confirmed for ${when(appointment)}.`,
      'The calendar invite is attached: open it to add the appointment to your calendar.',
      `Using Google Calendar? Add it with this link: ${addLink}`,
      'Need to cancel or pick another time? Use the button below.',
    ],
    actionLabel: 'Cancel or reschedule',
    actionUrl: appointment.manageUrl,
    footnote: `You received this email because you booked an appointment with ${business} in its website chat.`,
  });
}

export function renderCancellationEmail(appointment: AppointmentForEmail): RenderedEmail {
  const business = singleLine(appointment.businessName, 100);
  return renderActionEmail({
    subject: `Cancelled: your appointment with ${business}`,
    heading: 'Your appointment was cancelled',
    paragraphs: [
      `Your appointment with ${business} on ${when(appointment)} is cancelled.`,
      'The attached calendar update removes it from your calendar.',
    ],
    actionLabel: 'See the appointment',
    actionUrl: appointment.manageUrl,
    footnote: `You received this email because you booked an appointment with ${business} in its website chat.`,
  });
}

export function renderReminderEmail(appointment: AppointmentForEmail, kind: '24h' | '1h'): RenderedEmail {
  const business = singleLine(appointment.businessName, 100);
  const soon = kind === '24h' ? 'tomorrow' : 'in about an hour';
  return renderActionEmail({
    subject: `Reminder: your appointment with ${business} ${soon}`,
    heading: `Your appointment is ${soon}`,
    paragraphs: [`This is a reminder of your appointment with ${business} on ${when(appointment)}.`],
    actionLabel: 'Cancel or reschedule',
    actionUrl: appointment.manageUrl,
    footnote: `You received this email because you booked an appointment with ${business} in its website chat.`,
  });
}

/** The owner's copy of a booking made on the built-in calendar (Google and Outlook already hold the event). */
export function renderOwnerInviteEmail(options: {
  businessName: string;
  start: Date;
  end: Date;
  zone: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string | null;
  appointmentsUrl: string;
}): RenderedEmail {
  const business = singleLine(options.businessName, 100);
  const minutes = Math.round((options.end.getTime() - options.start.getTime()) / 60_000);
  return renderActionEmail({
    subject: `New appointment: ${singleLine(options.visitorName, 80) || 'a visitor'}, ${formatSlotLabel(options.start.getTime(), options.zone)}`,
    heading: `New appointment for ${business}`,
    paragraphs: [
      `${singleLine(options.visitorName, 100) || 'A visitor'} booked ${formatSlotLabel(options.start.getTime(), options.zone)} (${minutes} minutes) in your website chat.`,
      `Email: ${singleLine(options.visitorEmail, 320)}${options.visitorPhone ? ` · Phone: ${singleLine(options.visitorPhone, 40)}` : ''}`,
      'The calendar invite is attached.',
    ],
    actionLabel: 'View appointments',
    actionUrl: options.appointmentsUrl,
    footnote:
      'You received this email because your LeadChat assistant booked an appointment on your calendar.',
  });
}

/** What a change did to the owner's calendar, said in the owner's email about it. */
export type OwnerCalendarChange = 'updated' | 'added' | 'removed' | 'none';

const CALENDAR_SENTENCE: Record<OwnerCalendarChange, string | undefined> = {
  updated: 'The attached calendar update moves the event in your calendar.',
  added: 'The calendar invite for the new time is attached.',
  removed:
    'The attached calendar update removes the old time from your calendar; the new time is in your connected calendar.',
  none: undefined,
};

type OwnerViewOfVisitor = {
  businessName: string;
  /** The business's zone: the owner reads times in it. */
  zone: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string | null;
  appointmentsUrl: string;
};

function contactLine(options: OwnerViewOfVisitor): string {
  return `Email: ${singleLine(options.visitorEmail, 320) || '—'}${options.visitorPhone ? ` · Phone: ${singleLine(options.visitorPhone, 40)}` : ''}`;
}

/** The owner's email when a visitor moved their appointment: the old time → the new one, in the business's zone. */
export function renderOwnerRescheduledEmail(
  options: OwnerViewOfVisitor & {
    from: { start: Date; end: Date };
    to: { start: Date; end: Date };
    calendar: OwnerCalendarChange;
  },
): RenderedEmail {
  const business = singleLine(options.businessName, 100);
  const who = singleLine(options.visitorName, 80) || 'A visitor';
  const oldTime = formatSlotLabel(options.from.start.getTime(), options.zone);
  const newTime = formatSlotLabel(options.to.start.getTime(), options.zone);
  const minutes = Math.round((options.to.end.getTime() - options.to.start.getTime()) / 60_000);
  const calendar = CALENDAR_SENTENCE[options.calendar];
  return renderActionEmail({
    subject: `Rescheduled: ${who}, ${oldTime} → ${newTime}`,
    heading: `Appointment rescheduled for ${business}`,
    paragraphs: [
      `${who} moved their appointment from ${oldTime} to ${newTime} (${minutes} minutes).`,
      `The old time is free again. ${contactLine(options)}`,
      ...(calendar ? [calendar] : []),
    ],
    actionLabel: 'View appointments',
    actionUrl: options.appointmentsUrl,
    footnote:
      'You received this email because a visitor moved an appointment booked by your LeadChat assistant.',
  });
}

/** The owner's email when an appointment whose invite the owner was sent is cancelled (METHOD:CANCEL attached). */
export function renderOwnerCancellationEmail(
  options: OwnerViewOfVisitor & { start: Date; by: 'visitor' | 'owner' },
): RenderedEmail {
  const business = singleLine(options.businessName, 100);
  const who = singleLine(options.visitorName, 80) || 'a visitor';
  const time = formatSlotLabel(options.start.getTime(), options.zone);
  return renderActionEmail({
    subject: `Cancelled: ${who}, ${time}`,
    heading: `Appointment cancelled for ${business}`,
    paragraphs: [
      options.by === 'owner'
        ? `You cancelled the appointment with ${who} on ${time}; they were sent a cancellation.`
        : `${who.charAt(0).toUpperCase()}${who.slice(1)} cancelled their appointment on ${time}. The time is free again.`,
      contactLine(options),
      'The attached calendar update removes it from your calendar.',
    ],
    actionLabel: 'View appointments',
    actionUrl: options.appointmentsUrl,
    footnote:
      'You received this email because an appointment booked by your LeadChat assistant was cancelled.',
  });
}
