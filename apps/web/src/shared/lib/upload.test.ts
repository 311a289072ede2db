import { describe, expect, it } from 'vitest';
import { formatSize, uploadOutcome, UploadError } from './upload';

describe('upload', () => {
  it('hands back the saved record on success', () => {
    expect(uploadOutcome<{ id: string }>(201, '{"id":"a1"}')).toEqual({ data: { id: 'a1' } });
  });

  it("keeps the server's message and the status of a refusal", () => {
    const outcome = uploadOutcome(413, '{"error":{"code":"PAYLOAD_TOO_LARGE","message":"文件超过 20 MB"}}');
    expect('error' in outcome && outcome.error).toBeInstanceOf(UploadError);
    expect('error' in outcome && [outcome.error.serverMessage, outcome.error.status]).toEqual([
      '文件超过 20 MB',
      413,
    ]);
  });

  it("has no message for a proxy's HTML page, only the status", () => {
    const outcome = uploadOutcome(502, '<html>Bad gateway</html>');
    expect('error' in outcome && [outcome.error.serverMessage, outcome.error.status]).toEqual([null, 502]);
  });

  it('formats sizes', () => {
    expect([formatSize(512), formatSize(1536), formatSize(2 * 1024 * 1024)]).toEqual([
      '512 B',
      '1.5 KB',
      '2.0 MB',
    ]);
  });
});
