import { describe, expect, it } from 'vitest';
import { dutyReportSrc, isDocumentPath } from '../../../shared/lib/viewerHref';

describe('the yearly report in the document viewer', () => {
  it('is a document path the viewer opens, with the session kept in the query', () => {
    expect(dutyReportSrc('m/1')).toBe('/api/duty-records/m%2F1/report.docx');
    expect(dutyReportSrc('m1', 's 1')).toBe('/api/duty-records/m1/report.docx?sessionId=s%201');
    expect(isDocumentPath(dutyReportSrc('m/1'))).toBe(true);
    for (const path of ['/api/duty-records/m1', '/api/duty-records/m1/acts', '/api/duty-records/rules'])
      expect(isDocumentPath(path)).toBe(false);
  });
});
