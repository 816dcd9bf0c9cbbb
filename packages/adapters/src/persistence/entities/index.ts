import { AppMetaRow } from './app-meta.entity.js';
import { DeveloperRow } from './developer.entity.js';
import { ProjectUpdateRow } from './project-update.entity.js';
import { ProjectRow } from './project.entity.js';
import { UnitRow, UnitStateRow } from './unit.entity.js';
import { MailOutboxRow } from './mail-outbox.entity.js';
import { PasswordResetCodeRow } from './password-reset-code.entity.js';
import { SessionRow } from './session.entity.js';
import { UserRow } from './user.entity.js';

export { AppMetaRow, DeveloperRow, ProjectRow, ProjectUpdateRow, UnitRow, UnitStateRow };
export { MailOutboxRow, PasswordResetCodeRow, SessionRow, UserRow };

/** Every mapped table. Add each new entity here; the ORM discovers nothing by itself. */
export const ALL_ENTITIES = [
  AppMetaRow,
  DeveloperRow,
  ProjectRow,
  ProjectUpdateRow,
  UnitRow,
  UnitStateRow,
  UserRow,
  SessionRow,
  PasswordResetCodeRow,
  MailOutboxRow,
];

/** The plain record type of an entity definition (what `em.find` returns). */
export type Row<T extends { '~entity': unknown }> = T['~entity'];
