import { Migration } from '@mikro-orm/migrations';

/**
 * Public images (issue 11 item 1: the admin's project and unit pictures, "image upload or URL"):
 * - in PostgreSQL with the rest of the data, so every server process serves them and a backup holds them;
 * - not encrypted (unlike stored_files): they are shown to anyone on the public pages;
 * - immutable: an id always names the same bytes (a trigger refuses UPDATE), which is what lets the server send
 *   them with `Cache-Control: immutable` for a year (only `uploaded_by` may change: to null, when that admin is
 *   deleted). Deleting stays possible for an operator's clean-up;
 * - the type is one the server decided from the bytes, the size at most 5 MB (checked here as well).
 */
export class Migration20261123001100PublicImages extends Migration {
  override name = 'Migration20261123001100_public_images';

  override up(): void {
    this.addSql(`
      create table public_images (
        id uuid primary key,
        content_type text not null
          check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
        content bytea not null,
        byte_size integer not null check (byte_size between 1 and 5242880),
        sha256 char(64) not null check (sha256 ~ '^[0-9a-f]{64}$'),
        uploaded_by integer references users (id) on delete set null,
        uploaded_at timestamptz not null,
        check (octet_length(content) = byte_size)
      )`);
    // Row-level and on the picture's own columns only: deleting the admin who uploaded it sets `uploaded_by` to
    // null through the foreign key, which is an UPDATE too (a statement-level trigger refused every user deletion,
    // even of users who never uploaded anything).
    this.addSql(`
      create function public_images_refuse_update() returns trigger language plpgsql as $$
      begin
        if (new.id, new.content_type, new.content, new.byte_size, new.sha256, new.uploaded_at)
           is distinct from (old.id, old.content_type, old.content, old.byte_size, old.sha256, old.uploaded_at) then
          raise exception 'public_images are immutable: UPDATE refused'
            using errcode = 'insufficient_privilege',
                  hint = 'Upload a new image (a new id) instead; cached copies of an id are kept for a year.';
        end if;
        return new;
      end
      $$`);
    this.addSql(`
      create trigger public_images_immutable
        before update on public_images
        for each row execute function public_images_refuse_update()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists public_images_immutable on public_images');
    this.addSql('drop function if exists public_images_refuse_update()');
    this.addSql('drop table if exists public_images');
  }
}
