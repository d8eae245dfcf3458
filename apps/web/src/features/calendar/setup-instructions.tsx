import { CALENDAR_PROVIDER_LABELS, CALENDAR_PROVIDERS, type CalendarProvider } from '@leadchat/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** What the owner does on each provider's side, in order. */
const STEPS: Record<CalendarProvider, { intro: string; steps: string[] }> = {
  leadchat: {
    intro: 'Nothing to connect: LeadChat keeps the calendar and sends the invites itself.',
    steps: [
      'Choose LeadChat calendar in Add Integration and set your weekly hours and time zone.',
      'Set the slot length, the buffer between appointments, the minimum notice and how many days ahead visitors may book.',
      'Add closed dates for holidays. Visitors who ask to book in the chat are offered your next free times.',
      'Each booking emails you and the visitor a calendar invite (.ics) and appears under Appointments below.',
    ],
  },
  google: {
    intro:
      'Connect with Google so LeadChat reads your busy times and writes booked appointments into your calendar.',
    steps: [
      'Choose Google Calendar, enter the calendar ID (primary, or the address shown under Settings › Integrate calendar in Google Calendar) and click Connect with Google.',
      'Sign in and allow access to your calendar. You come back here and the card shows the connected account.',
      'Without signing in, an API key (Google Cloud console › APIs & Services › Credentials, with the Google Calendar API enabled) reads the free/busy times of a public calendar only; bookings then stay in LeadChat.',
      'Your hours below still decide when visitors may book; times that are busy in Google are left out.',
    ],
  },
  outlook: {
    intro:
      'Connect your Microsoft 365 or Outlook.com account: busy times are read and bookings written as events.',
    steps: [
      'Choose Outlook Calendar and click Connect with Microsoft.',
      'Sign in and allow LeadChat to read and write your calendar. You come back here and the card shows the mailbox.',
      'Your hours below decide when visitors may book; times that are busy in Outlook are left out.',
      'Cancelling an appointment here cancels the Outlook event and tells the attendee.',
    ],
  },
  calendly: {
    intro: 'The assistant hands visitors your Calendly link; Calendly books and sends the invites.',
    steps: [
      'In Calendly, open the event type visitors should book and copy its link (https://calendly.com/you/30min).',
      'Choose Calendly in Add Integration and paste the link as the booking URL.',
      'When a visitor asks to book, the assistant gives them the link; the conversation keeps a note that it was given.',
    ],
  },
  custom: {
    intro: 'Any booking page (Acuity, Square, your own site): the assistant hands visitors the link.',
    steps: [
      'Copy the address of your booking page (it must start with https://).',
      'Choose Custom booking link in Add Integration and paste it as the booking URL.',
      'When a visitor asks to book, the assistant gives them the link.',
    ],
  },
};

/** Setup instructions, one tab per provider. */
export function SetupInstructions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Setup instructions</CardTitle>
        <CardDescription>
          The assistant books through the website&apos;s newest active integration.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="leadchat">
          <TabsList className="flex h-auto flex-wrap">
            {CALENDAR_PROVIDERS.map((provider) => (
              <TabsTrigger key={provider} value={provider}>
                {CALENDAR_PROVIDER_LABELS[provider]}
              </TabsTrigger>
            ))}
          </TabsList>
          {CALENDAR_PROVIDERS.map((provider) => (
            <TabsContent key={provider} value={provider} className="grid gap-3 pt-3">
              <p className="text-sm">{STEPS[provider].intro}</p>
              <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
                {STEPS[provider].steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
