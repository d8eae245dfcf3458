import { ArrowRight, Check, MessageSquareText } from 'lucide-react';
import { ButtonLink } from '@/components/light-ui/buttons';

/** A static picture of a chat with the assistant, drawn in HTML (no image to download). */
function ChatPreview() {
  return (
    <figure
      className="mx-auto w-full max-w-sm rounded-2xl border bg-card shadow-xl"
      aria-labelledby="chat-preview-caption"
    >
      <div className="flex items-center gap-3 rounded-t-2xl bg-primary px-4 py-3 text-primary-foreground">
        <span className="flex size-8 items-center justify-center rounded-full bg-white/20">
          <MessageSquareText className="size-4" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-semibold">AI Assistant</p>
          <p className="text-xs text-violet-100">Replies instantly, day and night</p>
        </div>
      </div>
      <div className="grid gap-3 p-4 text-sm">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-secondary px-3 py-2">
          Hi! I'm here to help. What can I assist you with today?
        </p>
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-3 py-2 text-primary-foreground">
          My kitchen sink is leaking. Can someone come tomorrow morning?
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-secondary px-3 py-2">
          Yes! We have a slot at 9:00 AM. What's the best phone number to confirm your booking?
        </p>
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-3 py-2 text-primary-foreground">
          555-0142, thanks!
        </p>
        <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-xs font-medium text-green-800">
          <Check className="size-4" aria-hidden="true" />
          New lead captured · Appointment booked
        </p>
      </div>
      <figcaption id="chat-preview-caption" className="sr-only">
        Example conversation: the assistant books a plumbing visit and captures the visitor's phone number.
      </figcaption>
    </figure>
  );
}

export function LandingHero() {
  return (
    <div className="bg-gradient-to-b from-accent via-background to-background">
      <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="mb-4 inline-flex rounded-full border border-violet-200 bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
            AI chat assistant for local service businesses
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Turn website visitors into leads, <span className="text-primary">24/7</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            LeadChat answers your visitors' questions, captures their contact details and books appointments
            while you're on the job. Get a custom smart website with AI built in, or add the AI chatbot to the
            site you already have.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/smart-websites" size="lg">
              Get Smart Website + AI
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/auth?mode=signup" size="lg" variant="outline">
              AI Chatbot Only
            </ButtonLink>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {['14-day free trial', 'No credit card required', '5 minute setup'].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ChatPreview />
      </div>
    </div>
  );
}
