import { Migration } from '@mikro-orm/migrations';

/**
 * Unit descriptions that say the bedrooms twice (issue 19 item 9). The demo seed composed its line from the
 * bedroom count and the unit type, and the type '2-bedroom-terrace' already names the count: '2-bedroom 2 bedroom
 * terrace in …'. The seed now says the kind once (seed/demo-unit-description.ts); this mends the rows it wrote.
 *
 * Only the exact repetition is rewritten, '<n>-bedroom <n> bedroom <kind> …' → '<n>-bedroom <kind> …' (the same
 * number twice, at the start of the text, as the seed wrote it); any other description, an admin's included, is
 * left as it is. It is a correction of wording, not of money or ownership, so no audit record is written.
 * `down` changes nothing: the repeated wording is not worth restoring.
 */
export class Migration20261126001600UnitDescriptionRepeats extends Migration {
  override name = 'Migration20261126001600_unit_description_repeats';

  override up(): void {
    this.addSql(`
      update units
         set description = regexp_replace(description, '^(\\d+)-bedroom \\1 bedroom ', '\\1-bedroom ')
       where description ~ '^(\\d+)-bedroom \\1 bedroom '`);
  }

  override down(): void {
    // Nothing to undo (see above).
  }
}
