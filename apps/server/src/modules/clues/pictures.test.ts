import {
  CLUE_LIMITS,
  CLUE_PICTURE_MAX_BYTES,
  type Clue,
  type ClueDetail,
  type ClueList,
  type CluePicture,
  type ClueTracking,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/client';
import { workflowFixture, PNG } from '../../test/workflow';
import { clueClient, dayFromToday } from '../../test/clues';

const w = workflowFixture();
const { inject, sendClue } = clueClient(w.context);

const upload = (
  code: string,
  name: string,
  content: Buffer,
  type = 'image/png',
  remoteAddress = '127.0.0.9',
) => {
  const body = multipart(name, type, content);
  return w.context().app.inject({
    method: 'POST',
    url: `/api/public/clues/track/${code}/pictures`,
    remoteAddress,
    payload: body.payload,
    headers: body.headers,
  });
};
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;
const pictureCount = async (code: string) =>
  (
    await w
      .context()
      .db.kysely.selectFrom('cluePictures')
      .innerJoin('clues', 'clues.id', 'cluePictures.clueId')
      .select('cluePictures.id')
      .where('clues.trackingCode', '=', code)
      .execute()
  ).length;

beforeAll(async () => {
  await w.setup();
  await w.ok('staff', 'POST', '/api/clue-campaigns', {
    title: '提案线索征集（图片）',
    startsOn: dayFromToday(-1),
    endsOn: dayFromToday(10),
    topics: [],
  });
}, 60_000);
afterAll(() => w.close());

describe("a clue's pictures", () => {
  it('are taken with the tracking code and shown, by a signed link, to the sender, staff and the library', async () => {
    const sent = await sendClue({ title: '老旧小区楼道堆物占道' });
    const answer = await upload(sent.trackingCode, '楼道.png', PNG);
    expect(answer.statusCode, answer.body).toBe(201);
    const picture = answer.json<CluePicture>();
    expect(picture.fileName).toBe('楼道.png');
    expect(picture.url).toMatch(new RegExp(`^/api/public/clue-pictures/${picture.id}\\?exp=\\d+&sig=`));

    const tracking = (
      await inject('GET', `/api/public/clues/track/${sent.trackingCode}`)
    ).json<ClueTracking>();
    expect(tracking.pictures.map((item) => item.id)).toEqual([picture.id]);
    const image = await inject('GET', tracking.pictures[0]?.url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // Without the signature, or with a forged one: 404, as for a picture that is not there.
    expect((await inject('GET', `/api/public/clue-pictures/${picture.id}`)).statusCode).toBe(404);
    const forged = (tracking.pictures[0]?.url ?? '').replace(/sig=.{4}/, 'sig=AAAA');
    expect((await inject('GET', forged)).statusCode).toBe(404);

    // Staff see it in the screening list and the detail; members only once the clue is in the library.
    const listed = await w.ok<ClueList>('staff', 'GET', '/api/clues?q=楼道堆物');
    const clue = listed.items.find((item) => item.title === '老旧小区楼道堆物占道') as Clue;
    expect(clue.pictures.map((item) => item.id)).toEqual([picture.id]);
    await w.fails(404, 'alice', 'GET', `/api/clues/${clue.id}`);
    await w.ok('staff', 'POST', `/api/clues/${clue.id}/transitions`, {
      action: 'accept',
      version: clue.version,
      categoryCode: 'society',
      tags: [],
    });
    const member = await w.ok<ClueDetail>('alice', 'GET', `/api/clues/${clue.id}`);
    expect(member.pictures.map((item) => item.id)).toEqual([picture.id]);
    expect(member.phone).toBeNull();
    expect((await inject('GET', member.pictures[0]?.url ?? '')).statusCode).toBe(200);
    // Screened: no more pictures.
    const late = await upload(sent.trackingCode, 'more.png', PNG);
    expect(late.statusCode).toBe(409);
  });

  it('shows the tracking page only its own clue’s pictures', async () => {
    const mine = await sendClue({ title: '我的线索带图' });
    const other = await sendClue({ title: '别人的线索带图' });
    expect((await upload(mine.trackingCode, 'a.png', PNG)).statusCode).toBe(201);
    const theirs = (await upload(other.trackingCode, 'b.png', PNG)).json<CluePicture>();
    const tracking = (
      await inject('GET', `/api/public/clues/track/${mine.trackingCode}`)
    ).json<ClueTracking>();
    expect(tracking.pictures).toHaveLength(1);
    expect(tracking.pictures[0]?.id).not.toBe(theirs.id);
    expect(JSON.stringify(tracking)).not.toContain(theirs.id);
  });

  it('refuses content that is not an image, a picture too big, and one too many — keeping nothing', async () => {
    const { trackingCode } = await sendClue({ title: '带图的线索被拒' });
    const svg = await upload(trackingCode, 'photo.png', Buffer.from('<svg onload="alert(1)"/>'));
    expect(svg.statusCode).toBe(415);
    const pdf = await upload(trackingCode, 'scan.pdf', Buffer.from('%PDF-1.4 fake'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(errorOf(pdf).message).toContain('PNG、JPG、GIF 或 WebP');
    const big = await upload(
      trackingCode,
      'big.png',
      Buffer.concat([PNG, Buffer.alloc(CLUE_PICTURE_MAX_BYTES)]),
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toContain('2 MB');
    expect(await pictureCount(trackingCode)).toBe(0);
    for (let i = 0; i < CLUE_LIMITS.pictures; i++)
      expect((await upload(trackingCode, `p${i}.png`, PNG)).statusCode).toBe(201);
    const extra = await upload(trackingCode, 'extra.png', PNG);
    expect(extra.statusCode).toBe(409);
    expect(errorOf(extra).message).toContain(`最多附 ${CLUE_LIMITS.pictures} 张`);
    expect(await pictureCount(trackingCode)).toBe(CLUE_LIMITS.pictures);
  });

  it('refuses a wrong tracking code (404), a bad one (400), a request without a file, and late pictures', async () => {
    expect((await upload('A'.repeat(32), 'a.png', PNG)).statusCode).toBe(404);
    expect((await upload('short', 'a.png', PNG)).statusCode).toBe(400);
    const { trackingCode } = await sendClue({ title: '没有文件的上传' });
    const json = await inject('POST', `/api/public/clues/track/${trackingCode}/pictures`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    // Sent more than the window ago: closed.
    await w
      .context()
      .db.kysely.updateTable('clues')
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where('trackingCode', '=', trackingCode)
      .execute();
    const late = await upload(trackingCode, 'late.png', PNG);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toContain('60 分钟');
  });
});
