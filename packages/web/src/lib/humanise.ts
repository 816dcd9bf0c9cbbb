// Turns API codes into labels: 'ensuite_master' → 'Ensuite Master', '_3_bedroom_apartment' → '3 Bedroom Apartment'.
const capitalise = (word: string): string => (word ? word[0].toUpperCase() + word.slice(1) : word);

/** Words split on '_' or spaces, title-cased. */
export function humaniseCode(code: string): string {
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map(capitalise)
    .join(' ');
}

/** Unit types read as phrases: hyphens and underscores become spaces. */
export function humaniseUnitType(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map(capitalise)
    .join(' ');
}
