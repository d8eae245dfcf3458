/**
 * Calendar invites (RFC 5545 / iTIP RFC 5546) with ical-generator: METHOD:REQUEST for a booking, METHOD:CANCEL with
 * the same UID and a higher SEQUENCE for its cancellation, times in UTC, ORGANIZER and ATTENDEE;RSVP=TRUE. Every
 * value is cleaned first: no CR, LF or other control character (nor a double quote, which parameter values cannot
 * hold) reaches a field, so a visitor's name cannot add lines to the invite.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** One line of plain text: controls (CR and LF included) become spaces, length capped. */
export function singleLine(value: string, max = 200): string {
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** A parameter value (CN=…): one line and no double quote. */
function parameterValue(value: string): string {
  return singleLine(value).replaceAll('"', "'");
}

export type InviteDetails = {
  /** Stable per appointment: the same UID in the request and the cancellation. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  url?: string;
};

export function appointmentUid(appointmentId: string, host: string): string {
  return `${appointmentId}@${host}`;
}

function buildCalendar(method: ICalCalendarMethod, invite: InviteDetails, now: Date): string {
  const calendar = ical({
    prodId: { company: 'LeadChat', product: 'Bookings', language: 'EN' },
    method,
  });
  const event = calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: now,
    start: invite.start,
    end: invite.end,
    summary: singleLine(invite.summary),
    // Line breaks in the description are kept as text (ical-generator escapes them as \n).
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    description: invite.description.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ').slice(0, 2000),
    location: invite.location ? singleLine(invite.location) : undefined,
    url: invite.url,
    organizer: {
      name: parameterValue(invite.organizer.name),
      email: singleLine(invite.organizer.email, 320),
    },
    status: method === ICalCalendarMethod.CANCEL ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  event.createAttendee({
    name: parameterValue(invite.attendee.name),
    email: singleLine(invite.attendee.email, 320),
    rsvp: true,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
  });
  return calendar.toString();
}

/** The booking's invite (METHOD:REQUEST). */
export function buildInviteIcs(invite: InviteDetails, now = new Date()): string {
  return buildCalendar(ICalCalendarMethod.REQUEST, invite, now);
}

/** The cancellation (METHOD:CANCEL, STATUS:CANCELLED): same UID, `sequence` must be higher than the invite's. */
export function buildCancellationIcs(invite: InviteDetails, now = new Date()): string {
  return buildCalendar(ICalCalendarMethod.CANCEL, invite, now);
}

/** Google Calendar's "add event" template link (times in UTC). */
export function googleCalendarLink(options: {
  title: string;
  start: Date;
  end: Date;
  details: string;
}): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', singleLine(options.title));
  url.searchParams.set('dates', `${stamp(options.start)}/${stamp(options.end)}`);
  url.searchParams.set('details', options.details.slice(0, 1000));
  return url.toString();
}
