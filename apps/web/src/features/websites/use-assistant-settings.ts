import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { Website } from '@leadchat/contract';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useUpdateWebsite } from './use-website-mutations';
import {
  AssistantSettingsFormSchema,
  type AssistantSettingsFormInput,
  type AssistantSettingsFormOutput,
} from './website-schemas';

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

/** The server's names for the form's fields (appearance settings sit under appearanceConfig). */
const SERVER_FIELDS = {
  aiInstructions: 'aiInstructions',
  isActive: 'isActive',
  greeting_message: 'appearanceConfig.greeting_message',
  bot_name: 'appearanceConfig.bot_name',
  primary_color: 'appearanceConfig.primary_color',
  position: 'appearanceConfig.position',
  size: 'appearanceConfig.size',
  auto_popup_delay: 'appearanceConfig.auto_popup_delay',
} satisfies Record<keyof AssistantSettingsFormInput, string>;

/**
 * The assistant settings form's data: the form (holding the saved website until edited), the values as typed (for
 * the preview), and saving through useUpdateWebsite, with the server's refusals shown at their fields.
 */
export function useAssistantSettings(website: Website) {
  const updateWebsite = useUpdateWebsite();
  const form = useForm<AssistantSettingsFormInput, unknown, AssistantSettingsFormOutput>({
    resolver: zodResolver(AssistantSettingsFormSchema),
    values: toFormValues(website),
    resetOptions: { keepDirtyValues: false },
  });
  const values = useWatch({ control: form.control }) as AssistantSettingsFormInput;

  function submit(output: AssistantSettingsFormOutput) {
    updateWebsite.mutate(
      {
        websiteId: website.id,
        changes: {
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
        },
      },
      {
        onSuccess: (updated) => {
          form.reset(toFormValues(updated));
          toast.success('Configuration saved');
        },
        onError: (error) => {
          showServerFieldErrors(form.setError, error, SERVER_FIELDS);
          toast.error('Error', { description: 'Failed to save configuration. Please try again.' });
        },
      },
    );
  }

  return {
    form,
    values,
    errors: form.formState.errors,
    isDirty: form.formState.isDirty,
    isSaving: updateWebsite.isPending,
    save: form.handleSubmit(submit),
    revert: () => form.reset(toFormValues(website)),
  };
}
