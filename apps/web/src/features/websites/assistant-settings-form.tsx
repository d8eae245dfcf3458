import { Bot, MessageCircle, X } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { AI_INSTRUCTIONS_MAX, AUTO_POPUP_DELAY_MAX, type Website } from '@leadchat/contract';
import { accessiblePair } from '@leadchat/contract/color';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useAssistantSettings } from './use-assistant-settings';
import type { AssistantSettingsFormInput } from './website-schemas';

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

/** AI instructions, widget appearance and the active switch of one website (data: ./use-assistant-settings.ts). */
export function AssistantSettingsForm({ website }: { website: Website }) {
  const {
    form,
    values,
    errors,
    isDirty,
    isSaving: isSubmitting,
    save,
    revert,
  } = useAssistantSettings(website);

  return (
    <form noValidate onSubmit={save} aria-label="Assistant settings" className="grid gap-6 lg:grid-cols-3">
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
          <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={revert}>
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
