import { Bot, Check, Lock, Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { DEFAULT_AI_INSTRUCTIONS, type Website } from '@leadchat/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CopyCodeBlock } from '@/components/copy-code-block';
import { buildInitSnippet } from '@leadchat/contract/embed-snippet';
import { usePublicConfig } from '@/lib/public-config';
import { useCreateWebsite, useUpdateWebsite, useWebsites } from '@/features/websites';
import { serverFieldErrors } from '@/lib/field-errors';
import { cn } from '@/lib/utils';
import { ONBOARDING_STEPS, onboardingProgress, type OnboardingStepId } from './onboarding-steps';
import { useOnboardingState, useSendTestMessage } from './use-onboarding';

function NeedsWebsite() {
  return (
    <Alert>
      <Lock aria-hidden="true" />
      <AlertDescription>Complete the previous step first: add a website to continue.</AlertDescription>
    </Alert>
  );
}

function CreateWebsiteStep({ websites, onDone }: { websites: Website[]; onDone: () => void }) {
  const createWebsite = useCreateWebsite();
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<{ name?: string; domain?: string }>({});
  const isComplete = name.trim() !== '' && domain.trim() !== '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete) return;
    setErrors({});
    createWebsite.mutate(
      { name: name.trim(), domain: domain.trim() },
      {
        onSuccess: () => {
          toast.success('Website added!');
          setName('');
          setDomain('');
          onDone();
        },
        onError: (caught) => {
          // The server names the field it refused (error.details); any other failure is explained under the domain.
          const byField = serverFieldErrors(caught);
          setErrors(
            byField.name || byField.domain
              ? { name: byField.name, domain: byField.domain }
              : { domain: caught instanceof Error ? caught.message : undefined },
          );
          toast.error('Error', { description: 'Failed to add website. Please try again.' });
        },
      },
    );
  }

  return (
    <div className="grid gap-4">
      {websites.length > 0 ? (
        <Alert>
          <Check aria-hidden="true" />
          <AlertDescription>
            You already have {websites.length === 1 ? websites[0]!.name : `${websites.length} websites`}. Add
            another or continue.
          </AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Add your website">
        <FormField id="onboarding-website-name" label="Website Name" error={errors.name}>
          {(field) => (
            <Input
              {...field}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="My Business"
            />
          )}
        </FormField>
        <FormField id="onboarding-website-domain" label="Domain" error={errors.domain}>
          {(field) => (
            <Input
              {...field}
              type="url"
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              placeholder="https://www.example.com"
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!isComplete} isLoading={createWebsite.isPending}>
            Add Website
          </Button>
          {websites.length > 0 ? (
            <Button variant="outline" onClick={onDone}>
              Continue
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function ConfigureAiStep({ website, onDone }: { website: Website; onDone: () => void }) {
  const updateWebsite = useUpdateWebsite();
  const [instructions, setInstructions] = useState(website.aiInstructions || DEFAULT_AI_INSTRUCTIONS);

  function handleSave() {
    updateWebsite.mutate(
      { websiteId: website.id, changes: { aiInstructions: instructions.trim() } },
      {
        onSuccess: () => {
          toast.success('Configuration saved');
          onDone();
        },
        onError: () =>
          toast.error('Error', { description: 'Failed to save configuration. Please try again.' }),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <Label htmlFor="onboarding-ai-instructions">AI instructions for {website.name}</Label>
      <Textarea
        id="onboarding-ai-instructions"
        rows={6}
        value={instructions}
        onChange={(e) => setInstructions(e.target.value)}
      />
      <p className="text-xs text-muted-foreground">
        Tell the assistant about your business and how to talk to visitors. You can add FAQs and crawl your
        site later in the website&apos;s settings.
      </p>
      <div>
        <Button
          onClick={handleSave}
          isLoading={updateWebsite.isPending}
          disabled={instructions.trim() === ''}
        >
          Save and Continue
        </Button>
      </div>
    </div>
  );
}

function InstallWidgetStep({ website, onDone }: { website: Website; onDone: () => void }) {
  const publicConfig = usePublicConfig();
  const publicUrl = publicConfig.data?.publicUrl ?? window.location.origin;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Paste this just before the closing <code>&lt;/body&gt;</code> tag of every page of {website.name}.
      </p>
      <CopyCodeBlock code={buildInitSnippet({ publicUrl, websiteId: website.id })} label="Widget code" />
      <div>
        <Button onClick={onDone}>I&apos;ve Added the Code</Button>
      </div>
    </div>
  );
}

function TestChatbotStep({ website, onDone }: { website: Website; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const sendTestMessage = useSendTestMessage();
  const reply = sendTestMessage.data ?? null;
  const isSending = sendTestMessage.isPending;

  function handleSend(event: FormEvent) {
    event.preventDefault();
    // docs/product/validation.md: the test message must be non-empty.
    if (message.trim() === '') return;
    sendTestMessage.mutate(
      { websiteId: website.id, message: message.trim() },
      {
        onSuccess: onDone,
        onError: () =>
          toast.error('Test failed', {
            description: 'There was an issue testing your chatbot. Please check your configuration.',
          }),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <form noValidate onSubmit={handleSend} className="flex gap-2" aria-label="Test your chatbot">
        <label htmlFor="onboarding-test-message" className="sr-only">
          Test message
        </label>
        <Input
          id="onboarding-test-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="Ask your assistant something, e.g. What are your opening hours?"
          maxLength={2000}
        />
        <Button type="submit" disabled={message.trim() === ''} isLoading={isSending}>
          <Send aria-hidden="true" />
          Send
        </Button>
      </form>
      {reply !== null ? (
        <div className="flex gap-2 rounded-lg bg-muted p-3 text-sm" aria-live="polite">
          <Bot className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{website.appearanceConfig.bot_name || 'AI Assistant'}</p>
            <p className="whitespace-pre-wrap" data-testid="onboarding-test-reply">
              {reply}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The onboarding overlay (docs/product/behaviour.md): welcome, create-website, configure-ai, install-widget, test-chatbot.
 * Completed steps and the dismissed flag persist; steps 3–5 need a website.
 */
export function OnboardingOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const onboarding = useOnboardingState();
  const websites = useWebsites();
  const list = websites.data ?? [];
  const [stepIndex, setStepIndex] = useState(0);
  const [chosenWebsiteId, setChosenWebsiteId] = useState<string | null>(null);
  const website = list.find((w) => w.id === chosenWebsiteId) ?? list[0] ?? null;
  const step = ONBOARDING_STEPS[stepIndex]!;
  const progress = onboardingProgress(onboarding.completed);
  const isLast = stepIndex === ONBOARDING_STEPS.length - 1;

  function completeAndAdvance(id: OnboardingStepId) {
    onboarding.complete(id);
    if (!isLast) setStepIndex((index) => Math.min(index + 1, ONBOARDING_STEPS.length - 1));
  }

  function handleFinish() {
    onboarding.dismiss();
    onOpenChange(false);
  }

  // Closing the guide any way (Escape, the close button, a click outside) is remembered like "Skip for now": it
  // stops opening by itself on the dashboard, and "Open Setup Guide" still brings it back.
  function handleOpenChange(next: boolean) {
    if (!next) onboarding.dismiss();
    onOpenChange(next);
  }

  let body: ReactNode;
  if (step.needsWebsite && !website) {
    body = <NeedsWebsite />;
  } else {
    switch (step.id) {
      case 'welcome':
        body = (
          <div className="grid gap-3 text-sm">
            <p>
              Welcome to LeadChat! In about five minutes your website will have an AI assistant that answers
              visitors around the clock and turns them into leads.
            </p>
            <p className="text-muted-foreground">
              Add your website, tell the assistant about your business, paste one line of code and send a test
              message.
            </p>
            <div>
              <Button onClick={() => completeAndAdvance('welcome')}>Get Started</Button>
            </div>
          </div>
        );
        break;
      case 'create-website':
        body = <CreateWebsiteStep websites={list} onDone={() => completeAndAdvance('create-website')} />;
        break;
      case 'configure-ai':
        body = (
          <ConfigureAiStep
            key={website!.id}
            website={website!}
            onDone={() => completeAndAdvance('configure-ai')}
          />
        );
        break;
      case 'install-widget':
        body = <InstallWidgetStep website={website!} onDone={() => completeAndAdvance('install-widget')} />;
        break;
      case 'test-chatbot':
        body = (
          <TestChatbotStep
            key={website!.id}
            website={website!}
            onDone={() => onboarding.complete('test-chatbot')}
          />
        );
        break;
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Setup Guide</DialogTitle>
          <DialogDescription>Get your AI assistant live in five steps.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span id="onboarding-progress-label" className="font-medium">
              Setup progress
            </span>
            <span className="text-muted-foreground">{progress}% complete</span>
          </div>
          <Progress value={progress} aria-labelledby="onboarding-progress-label" />
        </div>
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <ol className="grid content-start gap-1" aria-label="Setup steps">
            {ONBOARDING_STEPS.map((item, index) => {
              const isDone = onboarding.completed.includes(item.id);
              const isLocked = item.needsWebsite && !website;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setStepIndex(index)}
                    aria-current={index === stepIndex ? 'step' : undefined}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      index === stepIndex && 'bg-accent font-medium',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                        isDone
                          ? 'border-green-700 bg-green-700 text-white'
                          : 'border-slate-400 text-slate-700',
                      )}
                      aria-hidden="true"
                    >
                      {isDone ? <Check className="size-3.5" /> : index + 1}
                    </span>
                    <span className="flex-1">{item.title}</span>
                    {isLocked ? (
                      <Lock className="size-3.5 text-muted-foreground" aria-label="Needs a website" />
                    ) : null}
                    {isDone ? <span className="sr-only">(completed)</span> : null}
                  </button>
                </li>
              );
            })}
          </ol>
          <section aria-labelledby="onboarding-step-title" className="grid content-start gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="onboarding-step-title" className="text-base font-semibold">
                Step {stepIndex + 1} of {ONBOARDING_STEPS.length}: {step.title}
              </h3>
              {step.needsWebsite && website && list.length > 1 ? (
                <div className="w-56">
                  <Select value={website.id} onValueChange={setChosenWebsiteId}>
                    <SelectTrigger aria-label="Website">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {list.map((item) => (
                        <SelectItem key={item.id} value={item.id}>
                          {item.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              ) : null}
            </div>
            {body}
          </section>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={handleFinish}>
            Skip for now
          </Button>
          <div className="flex gap-2">
            <Button
              variant="outline"
              disabled={stepIndex === 0}
              onClick={() => setStepIndex((i) => Math.max(0, i - 1))}
            >
              Back
            </Button>
            {isLast ? (
              <Button onClick={handleFinish}>Complete Setup</Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => setStepIndex((i) => Math.min(ONBOARDING_STEPS.length - 1, i + 1))}
              >
                Next
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
