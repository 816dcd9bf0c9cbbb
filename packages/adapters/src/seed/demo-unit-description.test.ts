import { UNIT_TYPES } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { demoUnitDescription } from './demo-unit-description.js';

describe('demo unit descriptions', () => {
  it('says the kind of unit once: a type that names its bedrooms is not given them again', () => {
    expect(demoUnitDescription('2-bedroom-terrace', 2, 'Tema Terraces')).toBe('2-bedroom terrace in Tema Terraces.');
    expect(demoUnitDescription('3-bedroom-apartment', 3, 'The Cantonments')).toBe(
      '3-bedroom apartment in The Cantonments.',
    );
    expect(demoUnitDescription('semi-detached', 4, 'East Legon Gardens')).toBe(
      '4-bedroom semi-detached house in East Legon Gardens.',
    );
    expect(demoUnitDescription('fully-detached', 4, 'Adenta Villas')).toBe(
      '4-bedroom fully detached house in Adenta Villas.',
    );
    expect(demoUnitDescription('self-compound', 0, 'Spintex Square')).toBe(
      'Commercial self-compound unit in Spintex Square.',
    );
  });

  it('never repeats a bedroom count, for any unit type', () => {
    for (const type of UNIT_TYPES) {
      const text = demoUnitDescription(type, 3, 'P');
      expect(text.match(/bedroom/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
  });
});
