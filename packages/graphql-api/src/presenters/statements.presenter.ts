import type { StatementView } from '@cobuy/application';

/** A statement as lists show it (REST and GraphQL alike). */
export const presentStatement = (s: StatementView) => ({
  id: s.id,
  kind: s.kind,
  investmentId: s.investmentId,
  year: s.year,
  projectTitle: s.projectTitle,
  unitNumber: s.unitNumber,
  language: s.language,
  homeCurrency: s.homeCurrency,
  issuedAt: s.issuedAt.toISOString(),
  fileName: s.fileName,
  pdfUrl: `/api/statements/${s.id}/pdf`,
});
