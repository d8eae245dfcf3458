import { z } from 'zod';
import {
  AI_INSTRUCTIONS_MAX,
  AppearanceConfigSchema,
  AUTO_POPUP_DELAY_MAX,
  normalizeWebsiteDomain,
  WEBSITE_NAME_MAX,
} from '@leadchat/contract';

/** Add Website dialog: name and domain required and trimmed; the domain must be a website address. */
export const AddWebsiteFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(WEBSITE_NAME_MAX, `Name must be at most ${WEBSITE_NAME_MAX} characters`),
  domain: z
    .string()
    .trim()
    .min(1, 'Domain is required')
    .superRefine((value, ctx) => {
      const result = normalizeWebsiteDomain(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    }),
});
export type AddWebsiteFormValues = z.input<typeof AddWebsiteFormSchema>;

const shape = AppearanceConfigSchema.shape;

/** Assistant settings form; the delay is typed as text and becomes a number of milliseconds. */
export const AssistantSettingsFormSchema = z.object({
  aiInstructions: z
    .string()
    .max(AI_INSTRUCTIONS_MAX, `AI instructions must be at most ${AI_INSTRUCTIONS_MAX} characters`),
  isActive: z.boolean(),
  greeting_message: shape.greeting_message,
  bot_name: shape.bot_name,
  primary_color: shape.primary_color,
  position: shape.position,
  size: shape.size,
  auto_popup_delay: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Auto-popup delay must be a whole number of milliseconds')
    .transform(Number)
    .pipe(
      z.number().max(AUTO_POPUP_DELAY_MAX, `Auto-popup delay must be at most ${AUTO_POPUP_DELAY_MAX} ms`),
    ),
});
export type AssistantSettingsFormInput = z.input<typeof AssistantSettingsFormSchema>;
export type AssistantSettingsFormOutput = z.output<typeof AssistantSettingsFormSchema>;
