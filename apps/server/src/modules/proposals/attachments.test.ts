import { ATTACHMENT_MAX_COUNT, type ProposalDetail } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, errorOf } from '../../test/accounts';
import { multipart } from '../../test/client';
import { useProposalApi } from '../../test/proposal-api';

/** Proposal attachments (issue 5) through the HTTP API, on the dialect of TEST_DIALECT. */
const { context, tokens, call, ok, draft, act } = useProposalApi();

describe('attachments', () => {
  async function upload(
    who: string,
    proposalId: string,
    fileName: string,
    contentType: string,
    content: Buffer,
  ) {
    const body = multipart(fileName, contentType, content);
    return context().app.inject({
      method: 'POST',
      url: `/api/proposals/${proposalId}/attachments`,
      headers: { ...bearer(tokens.get(who) ?? ''), ...body.headers },
      payload: body.payload,
    });
  }

  it('uploads, lists, downloads with authorization, and removes', async () => {
    const p = await draft('alice');
    const pdf = Buffer.from('%PDF-1.4 test document');
    const response = await upload('alice', p.id, '调研报告.pdf', 'application/pdf', pdf);
    expect(response.statusCode).toBe(200);
    const attachment = response.json<{ id: string; fileName: string; size: number }>();
    expect(attachment).toMatchObject({ fileName: '调研报告.pdf', size: pdf.length });
    const detail = await ok('alice', 'GET', `/api/proposals/${p.id}`);
    expect(detail.attachments.map((a) => a.id)).toEqual([attachment.id]);

    const download = await call('alice', 'GET', `/api/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('调研报告.pdf')}`,
    );
    // Others: not found, while it is a draft; staff see it once submitted.
    for (const who of ['bob', 'staff', 'undertaker', 'user']) {
      expect((await call(who, 'GET', `/api/attachments/${attachment.id}`)).statusCode).toBe(404);
    }
    const sent = (
      await act('alice', await ok('alice', 'GET', `/api/proposals/${p.id}`), { action: 'submit' })
    ).json<ProposalDetail>();
    expect(sent.state).toBe('submitted');
    expect((await call('staff', 'GET', `/api/attachments/${attachment.id}`)).statusCode).toBe(200);
    // Not editable any more.
    expect((await upload('alice', p.id, 'a.pdf', 'application/pdf', pdf)).statusCode).toBe(409);
    expect(
      (await call('alice', 'DELETE', `/api/proposals/${p.id}/attachments/${attachment.id}`)).statusCode,
    ).toBe(409);

    const other = await draft('alice');
    const image = (
      await upload('alice', other.id, 'photo.JPG', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff]))
    ).json<{ id: string }>();
    expect(
      (await call('bob', 'DELETE', `/api/proposals/${other.id}/attachments/${image.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('alice', 'DELETE', `/api/proposals/${other.id}/attachments/${image.id}`)).statusCode,
    ).toBe(200);
    expect((await call('alice', 'GET', `/api/attachments/${image.id}`)).statusCode).toBe(404);
  });

  it('refuses a file beyond the per-proposal limit with 409, and accepts again after a removal', async () => {
    const p = await draft('alice');
    const pdf = Buffer.from('%PDF-1.4 test document');
    const ids: string[] = [];
    for (let i = 0; i < ATTACHMENT_MAX_COUNT; i += 1) {
      const response = await upload('alice', p.id, `附件${i}.pdf`, 'application/pdf', pdf);
      expect(response.statusCode).toBe(200);
      ids.push(response.json<{ id: string }>().id);
    }
    const over = await upload('alice', p.id, 'one-more.pdf', 'application/pdf', pdf);
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).message).toContain(String(ATTACHMENT_MAX_COUNT));
    await ok('alice', 'DELETE', `/api/proposals/${p.id}/attachments/${ids[0] ?? ''}`);
    expect((await upload('alice', p.id, 'one-more.pdf', 'application/pdf', pdf)).statusCode).toBe(200);
  });

  it('refuses other types (by extension and content type), large files, and non-first proposers', async () => {
    const p = await draft('alice');
    const exe = await upload('alice', p.id, 'tool.exe', 'application/octet-stream', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(415);
    expect(errorOf(exe).message).toContain('PDF');
    expect((await upload('alice', p.id, 'fake.pdf', 'text/html', Buffer.from('<html>'))).statusCode).toBe(
      415,
    );
    expect((await upload('alice', p.id, 'sheet.xlsx', 'application/pdf', Buffer.from('x'))).statusCode).toBe(
      415,
    );
    // Named and declared as a PDF, but HTML inside: refused by its bytes, nothing stored.
    const disguised = await upload(
      'alice',
      p.id,
      'report.pdf',
      'application/pdf',
      Buffer.from('<html><script>'),
    );
    expect(disguised.statusCode).toBe(415);
    expect(errorOf(disguised).message).toContain('扩展名');
    expect((await ok('alice', 'GET', `/api/proposals/${p.id}`)).attachments).toEqual([]);
    const big = await upload(
      'alice',
      p.id,
      'big.pdf',
      'application/pdf',
      Buffer.alloc(20 * 1024 * 1024 + 10, 1),
    );
    expect(big.statusCode).toBe(413);
    expect((await upload('bob', p.id, 'a.pdf', 'application/pdf', Buffer.from('x'))).statusCode).toBe(404);
    const json = await call('alice', 'POST', `/api/proposals/${p.id}/attachments`, {});
    expect(json.statusCode).toBe(415);
    expect((await ok('alice', 'GET', `/api/proposals/${p.id}`)).attachments).toEqual([]);
  });
});
