import { ServerMessages } from '@cobuy/adapters';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/*
 * docs/i18n.md, "On the server": a schema that sets no message of its own refuses with zod's default English
 * one; those are read by their kind (too_small, too_big, invalid_type, invalid_format, invalid_value,
 * unrecognized_keys) into the catalogs' messages, with their limits and options.
 */

const messages = new ServerMessages();

/** zod's own (default) message for a value a schema refuses. */
const zodMessage = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]!.message;
};

const french = (schema: z.ZodType, value: unknown) => messages.fieldReason('fr', zodMessage(schema, value));

describe("zod's own messages", () => {
  it('are read by their kind, with their limits and options', () => {
    expect(french(z.object({ a: z.string() }), {})).toBe('est obligatoire');
    expect(french(z.string(), 5)).toBe('doit être du texte');
    expect(french(z.number(), 'x')).toBe('doit être un nombre');
    expect(french(z.string().min(3), 'ab')).toBe('doit contenir au moins 3 caractères');
    expect(french(z.string().max(10), 'x'.repeat(11))).toBe('doit contenir au plus 10 caractères');
    expect(french(z.number().max(9), 10)).toBe('doit être au plus 9');
    expect(french(z.number().positive(), 0)).toBe('doit être supérieur à 0');
    expect(french(z.email(), 'nope')).toBe('doit être une adresse e-mail valide');
    expect(french(z.enum(['draft', 'open']), 'x')).toBe("doit être l'une des valeurs suivantes : draft, open");
    expect(french(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('peut contenir au plus 2 éléments');
    expect(french(z.strictObject({}), { x: 1 })).toBe("n'est pas un champ de ce formulaire");
    expect(french(z.uuid(), 'x')).toBe("n'est pas valide");
  });
});
