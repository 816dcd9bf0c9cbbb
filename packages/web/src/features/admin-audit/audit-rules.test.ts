import { describe, expect, it } from 'vitest';
import messages from '../../i18n/messages/adminAudit/en.json';
import { testIntl } from '../../i18n/testing/test-intl';
import {
  AUDIT_ENTITY_VALUES,
  AUDIT_MESSAGES,
  auditCsvPath,
  auditFilterOf,
  changeParts,
  downloadNameOf,
  EMPTY_AUDIT_FILTERS,
  entityLabel,
  entityName,
  hasAuditFilters,
} from './audit-rules';

const intl = testIntl(messages);

const localDay = (y: number, m: number, d: number, end = false) =>
  (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();

describe('the Audit tab (issue 11 §9)', () => {
  it('asks for nothing when no filter is set', () => {
    expect(auditFilterOf(EMPTY_AUDIT_FILTERS)).toEqual({ ok: true, filter: {} });
    expect(hasAuditFilters({})).toBe(false);
  });

  it('turns the form into the server filter: trimmed text, the entity, and whole local days', () => {
    const asked = auditFilterOf({
      user: '  kofi@example.com ',
      entity: 'unit',
      action: ' sold ',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(asked).toEqual({
      ok: true,
      filter: {
        actor: 'kofi@example.com',
        entity: 'unit',
        action: 'sold',
        from: localDay(2026, 11, 1),
        to: localDay(2026, 11, 30, true),
      },
    });
    expect(hasAuditFilters(asked.ok ? asked.filter : {})).toBe(true);
    // One day is a whole day.
    const oneDay = auditFilterOf({ ...EMPTY_AUDIT_FILTERS, from: '2026-11-05', to: '2026-11-05' });
    expect(oneDay).toEqual({ ok: true, filter: { from: localDay(2026, 11, 5), to: localDay(2026, 11, 5, true) } });
  });

  it('refuses an end date before the start date, with the reason under To', () => {
    expect(auditFilterOf({ ...EMPTY_AUDIT_FILTERS, from: '2026-11-06', to: '2026-11-05' })).toEqual({
      ok: false,
      fields: { to: 'adminAudit.toBeforeFrom' },
    });
    expect(intl.formatMessage({ id: AUDIT_MESSAGES.toBeforeFrom })).toBe(
      'The end date must not be before the start date',
    );
  });

  it('exports with the same filters, encoded', () => {
    expect(auditCsvPath({})).toBe('/api/secure-admin/audit.csv');
    expect(auditCsvPath({ actor: 'ama & kofi', entity: 'kyc_verification', from: '2026-11-01T00:00:00.000Z' })).toBe(
      '/api/secure-admin/audit.csv?actor=ama+%26+kofi&entity=kyc_verification&from=2026-11-01T00%3A00%3A00.000Z',
    );
  });

  it("takes the download's name from the server, or a plain one", () => {
    expect(downloadNameOf('attachment; filename="audit-20261123-1004.csv"')).toBe('audit-20261123-1004.csv');
    expect(downloadNameOf(null)).toBe('audit.csv');
    expect(downloadNameOf('attachment; filename="../../evil"')).toBe('audit.csv');
  });

  it('labels entities and changes readably', () => {
    expect(entityLabel(intl, 'kyc_verification', '12')).toBe('KYC verification #12');
    expect(entityLabel(intl, 'spaceship', '1')).toBe('spaceship #1');
    expect(AUDIT_ENTITY_VALUES).toContain('investment');
    // Every kind has a label of its own (none falls through to the stored value).
    const labels = AUDIT_ENTITY_VALUES.map((value) => entityName(intl, value));
    expect(new Set(labels).size).toBe(AUDIT_ENTITY_VALUES.length);
    for (const [i, value] of AUDIT_ENTITY_VALUES.entries()) expect(labels[i]).not.toBe(value);
    expect(changeParts(intl, { field: 'status', before: null, after: 'approved' })).toEqual({
      field: 'status',
      before: { text: '—' },
      after: { text: 'approved' },
    });
  });

  it("shows a user's id as the user's name, keeping the id and email in the hover text", () => {
    const ama = { id: 7, name: 'Ama Admin', email: 'ama@cobuy.test' };
    expect(
      changeParts(intl, { field: 'paymentConfirmedBy', before: null, after: '7', beforeUser: null, afterUser: ama }),
    ).toEqual({
      field: 'paymentConfirmedBy',
      before: { text: '—' },
      after: { text: 'Ama Admin', title: 'User #7 · ama@cobuy.test', userId: 7 },
    });
    // An id the server could not name stays a number.
    expect(changeParts(intl, { field: 'reviewedBy', before: '99', after: null, beforeUser: null }).before).toEqual({
      text: '99',
    });
  });
});
