import { z } from 'zod';

/** A message per field, or nothing where the field is fine. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string | null | undefined>>;

/**
 * A form's fields checked by one rule function over all of them (rules that compare fields, or need the
 * screen's settings): each message it returns stands under its field. The rule may ask the server (a number's
 * carrier), so it may answer later.
 */
export function checkedObject<Shape extends z.ZodRawShape>(
  shape: Shape,
  check: (
    values: z.output<z.ZodObject<Shape>>,
  ) => FieldMessages<keyof Shape & string> | Promise<FieldMessages<keyof Shape & string>>,
) {
  return z.object(shape).superRefine(async (values, ctx) => {
    const messages = await check(values);
    for (const [field, message] of Object.entries(messages))
      if (typeof message === 'string') ctx.addIssue({ code: 'custom', path: [field], message });
  });
}
