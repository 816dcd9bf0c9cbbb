import { describe, expect, it } from 'vitest';
import { placesOf, understandMessage, type CatalogVocabulary } from './understand.js';
import { leadLevelOf, raiseLeadLevel } from './lead-level.js';

const vocabulary: CatalogVocabulary = {
  places: placesOf([
    'East Legon, Accra',
    'Cantonments, Accra',
    'Airport Residential Area, Accra',
    'Spintex Road, Accra',
    'Community 25, Tema, Greater Accra',
    'Osu, Accra',
    'Lekki Phase 1, Lagos',
    'Dubai Marina, Dubai',
    'Ghana',
    'Nigeria',
  ]),
  projects: [
    { id: 1, title: 'East Legon Heights' },
    { id: 4, title: 'Spintex Business Square' },
    { id: 6, title: 'Osu Oxford Street Mixed-Use' },
    { id: 9, title: 'Lekki Waterfront Towers' },
  ],
};
const read = (text: string) => understandMessage(text, vocabulary);
const budget = (text: string) => {
  const b = read(text).budget;
  return b ? `${b.currency} ${b.amount.toString()}` : null;
};

describe('reading amounts and their currency', () => {
  it.each([
    ['What can I get in East Legon for $5,000?', 'USD 5000.00'],
    ['I have 5k to invest', 'USD 5000.00'],
    ['My budget is GHS 20000', 'GHS 20000.00'],
    ['₵62,500 is what I have', 'GHS 62500.00'],
    ['I have £3,000', 'GBP 3000.00'],
    ["J'ai 4 000 € à investir", 'EUR 4000.00'],
    ['Tengo 5.000 dólares', 'USD 5000.00'],
    ['Tenho 10 mil euros', 'EUR 10000.00'],
    ['20000 cedis', 'GHS 20000.00'],
    ['₦2.5m', 'NGN 2500000.00'],
    ['500000 FCFA', 'XAF 500000.00'],
    ['I want to invest 7500', 'USD 7500.00'],
  ])('%s → %s', (text, expected) => expect(budget(text)).toBe(expected));

  it('does not take bedrooms, months, percentages or phone numbers for money', () => {
    expect(budget('3 bedrooms in Tema within 24 months')).toBeNull();
    expect(budget('Is 18% guaranteed?')).toBeNull();
    expect(budget('Call me on +233 24 123 4567')).toBeNull();
  });
});

describe('places, projects and the rest', () => {
  it('recognises misspelt places as the catalog spells them', () => {
    expect(read('anything in East Legoon?').location).toBe('East Legon');
    expect(read('projects in Cantonmets').location).toBe('Cantonments');
    expect(read('what about Lekky?').location).toBe('Lekki');
    expect(read('Temaa please').location).toBe('Tema');
    expect(read('proyectos en Acra').location).toBe('Accra');
    expect(read('I am alone here').location).toBeNull();
  });

  it('names projects by their title, not by their generic words', () => {
    expect(read('Tell me about Lekki Waterfront Towers').projectIds).toEqual([9]);
    expect(read('How is Legon Heights doing?').projectIds).toEqual([1]);
    expect(read('mixed-use projects please').projectIds).toEqual([]);
    expect(read('mixed-use projects please').projectType).toBe('mixed-use');
  });

  it('reads bedrooms, timelines, intents and the language', () => {
    expect(read('a 3-bedroom terrace').bedrooms).toBe(3);
    expect(read('trois chambres à Accra').bedrooms).toBe(3);
    expect(read('dos habitaciones').bedrooms).toBe(2);
    expect(read('within 2 years').timelineMonths).toBe(24);
    expect(read('What are the fees?').intents).toContain('fees');
    expect(read('Quels sont les frais ?').language).toBe('fr');
    expect(read('¿Cuáles son los riesgos?').language).toBe('es');
    expect(read('Quais são os riscos?').language).toBe('pt');
    expect(read('How does profit sharing work?').intents).toContain('how_it_works');
    expect(read('my email is Ama@Example.com').email).toBe('ama@example.com');
  });
});

describe('lead levels (rules §7)', () => {
  it('initial, interested, qualified, and never lower', () => {
    expect(leadLevelOf([read('Hello')])).toBe('initial');
    expect(leadLevelOf([read('Hello'), read('What is the minimum?')])).toBe('interested');
    expect(leadLevelOf([read('I have $5,000'), read('my email is ama@example.com')])).toBe('qualified');
    expect(leadLevelOf([read('my email is ama@example.com')])).toBe('initial');
    expect(raiseLeadLevel('qualified', 'initial')).toBe('qualified');
    expect(raiseLeadLevel(null, 'interested')).toBe('interested');
  });
});
