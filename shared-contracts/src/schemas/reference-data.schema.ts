import { z } from 'zod';
import { LOCALES } from '../enums.js';
import { hasNoLineBreaks } from '../validation.js';
import { isSlug, isSubjectTextBlock } from './text-block-rules.js';
import { issue, LONG_TEXT_MAX_LENGTH, presentText, requiredText } from './field-schemas.js';

export const regionSchema = z
  .object({
    name: requiredText('name', 100),
  })
  .meta({ id: 'RegionRequest' });

export type RegionRequest = z.output<typeof regionSchema>;

export const textBlockSchema = z
  .object({
    text: presentText('text', LONG_TEXT_MAX_LENGTH),
    canonical: requiredText('canonical', 100).refine(
      (value) => value === '' || isSlug(value),
      issue('slug', { field: 'canonical' }),
    ),
    internalNotes: presentText('internalNotes', LONG_TEXT_MAX_LENGTH),
    locale: z.enum(LOCALES).optional(),
  })
  .refine((block) => !isSubjectTextBlock(block.canonical) || hasNoLineBreaks(block.text), {
    ...issue('noLineBreaks', { field: 'text' }),
    path: ['text'],
  })
  .meta({ id: 'TextBlockRequest' });

export type TextBlockRequest = z.output<typeof textBlockSchema>;

export const appointmentSchema = z
  .object({
    text: presentText('text', LONG_TEXT_MAX_LENGTH),
  })
  .meta({ id: 'AppointmentRequest' });

export type AppointmentRequest = z.output<typeof appointmentSchema>;
