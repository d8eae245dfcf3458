import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, MessageCircle, X } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AI_INSTRUCTIONS_MAX, AUTO_POPUP_DELAY_MAX, type Website } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import {
  AssistantSettingsFormSchema,
  type AssistantSettingsFormInput,
  type AssistantSettingsFormOutput,
} from './website-schemas';
import { accessiblePair } from '@leadchat/contract/color';
import { updateWebsite } from './websites-api';
import { queryKeys } from '@/lib/query-keys';

function toFormValues(website: Website): AssistantSettingsFormInput {
  const appearance = website.appearanceConfig;
  return {
    aiInstructions: website.aiInstructions,
    isActive: website.isActive,
    greeting_message: appearance.greeting_message,
    bot_name: appearance.bot_name,
    primary_color: appearance.primary_color,
    position: appearance.position,
    size: appearance.size,
    auto_popup_delay: String(appearance.auto_popup_delay),
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A small, static picture of the widget with the chosen colour, name, greeting and corner. */
function WidgetPreview({ values }: { values: AssistantSettingsFormInput }) {
  const color = HEX.test(values.primary_color) ? values.primary_color : '#8B5CF6';
  const header = accessiblePair(color);
  const isLeft = values.position === 'bottom-left';
  const width = values.size === 'small' ? 'w-56' : values.size === 'large' ? 'w-72' : 'w-64';
  return (
    <figure className="grid gap-2">
      <div className="relative h-80 overflow-hidden rounded-lg border bg-slate-50" aria-hidden="true">
        <div
          className={cn(
            'absolute bottom-20 overflow-hidden rounded-xl border bg-white shadow-lg',
            width,
            isLeft ? 'left-4' : 'right-4',
          )}
        >
          <div
            className="flex items-center justify-between px-3 py-2"
            style={{ backgroundColor: header.background, color: header.text }}
          >
            <span className="flex items-center gap-2 text-sm font-semibold">
              <Bot className="size-4" />
              {values.bot_name.trim() || 'AI Assistant'}
            </span>
            <X className="size-4" />
          </div>
          <div className="p-3">
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
              {values.greeting_message}
            </p>
          </div>
        </div>
        <span
          className={cn(
            'absolute bottom-4 flex size-12 items-center justify-center rounded-full text-white shadow-lg',
            isLeft ? 'left-4' : 'right-4',
          )}
          style={{ backgroundColor: color }}
        >
          <MessageCircle className="size-6" />
        </span>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Preview of the chat widget on your site.
      </figcaption>
    </figure>
  );
}

/** AI instructions, widget appearance and the active switch of one website. */
export function AssistantSettingsForm({ website }: { website: Website }) {
  const queryClient = useQueryClient();
  const form = useForm<AssistantSettingsFormInput, unknown, AssistantSettingsFormOutput>({
    resolver: zodResolver(AssistantSettingsFormSchema),
    values: toFormValues(website),
    resetOptions: { keepDirtyValues: false },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as AssistantSettingsFormInput;

  async function handleSubmit(output: AssistantSettingsFormOutput) {
    try {
      const updated = await updateWebsite(website.id, {
        aiInstructions: output.aiInstructions,
        isActive: output.isActive,
        appearanceConfig: {
          greeting_message: output.greeting_message,
          bot_name: output.bot_name,
          primary_color: output.primary_color,
          position: output.position,
          size: output.size,
          auto_popup_delay: output.auto_popup_delay,
        },
      });
      queryClient.setQueryData(queryKeys.websites.detail(website.id), updated);
      queryClient.setQueryData<Website[]>(queryKeys.websites.list(), (list) =>
        list?.map((w) => (w.id === updated.id ? updated : w)),
      );
      form.reset(toFormValues(updated));
      toast.success('Configuration saved');
    } catch {
      toast.error('Error', { description: 'Failed to save configuration. Please try again.' });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSubmit)}
      aria-label="Assistant settings"
      className="grid gap-6 lg:grid-cols-3"
    >
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Assistant</CardTitle>
          <CardDescription>
            How the assistant behaves and how the chat widget looks on your site.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <Label htmlFor="assistant-active">Assistant active</Label>
              <p id="assistant-active-hint" className="text-sm text-muted-foreground">
                When off, the chat widget does not appear on your site and the assistant does not answer.
              </p>
            </div>
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  id="assistant-active"
                  aria-describedby="assistant-active-hint"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </div>

          <FormField
            id="ai-instructions"
            label="AI Instructions"
            error={errors.aiInstructions?.message}
            hint={`Tell the assistant who it speaks for, its tone, and what to ask visitors. ${values.aiInstructions?.length ?? 0} / ${AI_INSTRUCTIONS_MAX} characters.`}
          >
            {(field) => <Textarea {...field} {...form.register('aiInstructions')} rows={8} />}
          </FormField>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-base font-semibold">Appearance</legend>
            <FormField
              id="greeting-message"
              label="Greeting Message"
              error={errors.greeting_message?.message}
            >
              {(field) => <Textarea {...field} {...form.register('greeting_message')} rows={2} />}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="bot-name" label="Bot Name" error={errors.bot_name?.message}>
                {(field) => <Input {...field} {...form.register('bot_name')} />}
              </FormField>
              <FormField id="primary-color" label="Primary Color" error={errors.primary_color?.message}>
                {(field) => (
                  <Controller
                    control={form.control}
                    name="primary_color"
                    render={({ field: color }) => (
                      <div className="flex items-center gap-2">
                        <input
                          type="color"
                          aria-label="Pick the primary color"
                          value={HEX.test(color.value) ? color.value.toLowerCase() : '#8b5cf6'}
                          onChange={(event) => color.onChange(event.target.value.toUpperCase())}
                          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
                        />
                        <Input
                          {...field}
                          value={color.value}
                          onChange={color.onChange}
                          onBlur={color.onBlur}
                          spellCheck={false}
                        />
                      </div>
                    )}
                  />
                )}
              </FormField>
              <div className="grid gap-2">
                <Label htmlFor="widget-position">Position</Label>
                <Controller
                  control={form.control}
                  name="position"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="widget-position">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value="bottom-right">Bottom right</SelectItem>
                        <SelectItem value="bottom-left">Bottom left</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="widget-size">Size</Label>
                <Controller
                  control={form.control}
                  name="size"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="widget-size">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value="small">Small</SelectItem>
                        <SelectItem value="medium">Medium</SelectItem>
                        <SelectItem value="large">Large</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              <FormField
                id="auto-popup-delay"
                label="Auto-popup Delay (ms)"
                error={errors.auto_popup_delay?.message}
                hint={`The widget opens by itself after this many milliseconds; 0 turns it off. At most ${AUTO_POPUP_DELAY_MAX}.`}
              >
                {(field) => <Input {...field} {...form.register('auto_popup_delay')} inputMode="numeric" />}
              </FormField>
            </div>
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(toFormValues(website))}
          >
            Discard Changes
          </Button>
          <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </Card>
      <Card className="h-fit lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle as="h3">Preview</CardTitle>
        </CardHeader>
        <CardContent>
          <WidgetPreview values={values} />
        </CardContent>
      </Card>
    </form>
  );
}
