import { Readable } from 'node:stream';
import {
  CLUE_LIMITS,
  CLUE_PICTURE_MAX_BYTES,
  CLUE_PICTURE_TYPES,
  CLUE_PICTURE_WINDOW_MINUTES,
  type CluePicture,
} from '@cppcc/contracts';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../db/values';
import { conflict, isAppError, notFound, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { signPicturePath, signedLinkLife, type PictureLinkQuery } from '../attachments/picture-links';
import { sendPublicImage } from '../attachments/public-images';
import { allowedType, receiveFile, safeName } from '../attachments/service';
import { contentMatches } from '../attachments/sniff';
import type { FileStorage } from '../attachments/storage';
import type { UploadPart } from '../attachments/upload-parts';
import type { CluesEnv } from './context';
import { findClueByTrackingCode, type ClueRow } from './repository';
import {
  findCluePicture,
  insertCluePicture,
  lockClue,
  picturesCount,
  picturesOfClues,
} from './pictures-repository';

/** The signed links' kind: a signature for a clue's picture signs nothing else. */
const KIND = 'clue_picture';
export const cluePictureUrl = (id: string) => `/api/public/clue-pictures/${id}`;

const tooLarge = () =>
  payloadTooLarge('clues.pictureTooLarge', { params: { max: CLUE_PICTURE_MAX_BYTES / 1024 / 1024 } });
const tooMany = () => conflict('clues.tooManyPictures', { params: { max: CLUE_LIMITS.pictures } });

type Received = { fileName: string; type: string; saved: { key: string; size: number } };

/**
 * Pictures a citizen sends with a clue (issue 27 §1). No account: the clue's tracking code (the sender's
 * only key) names the clue, and pictures are taken while it awaits screening and within
 * CLUE_PICTURE_WINDOW_MINUTES of its sending, at most CLUE_LIMITS.pictures. Every picture goes through the
 * shared upload checks (name, declared type, content sniffed, size). Shown through signed, expiring links
 * to whom the API shows the clue: staff, members in the library, the tracking page of that one clue.
 */
export function cluePictures(env: Pick<CluesEnv, 'db' | 'secret' | 'clock'>, storage?: FileStorage) {
  const { db } = env;
  const store = () => {
    if (!storage) throw new Error('clue pictures need the file storage');
    return storage;
  };

  /** The clue still takes pictures: new, recent, not full. */
  async function checkOpen(db: Kysely<DB>, clue: ClueRow): Promise<void> {
    const age = Date.parse(env.clock()) - Date.parse(clue.createdAt);
    if (clue.state !== 'new' || age > CLUE_PICTURE_WINDOW_MINUTES * 60_000)
      throw conflict('clues.picturesClosed', { params: { minutes: CLUE_PICTURE_WINDOW_MINUTES } });
    if ((await picturesCount(db, clue.id)) >= CLUE_LIMITS.pictures) throw tooMany();
  }

  /** Records a received file as the clue's picture (the count checked again under the clue's lock). */
  async function record(clue: ClueRow, received: Received): Promise<CluePicture> {
    const id = newId();
    try {
      await inTransaction(db, async (trx) => {
        await lockClue(trx, clue.id);
        await checkOpen(trx, clue);
        await insertCluePicture(trx, {
          id,
          clueId: clue.id,
          fileName: received.fileName,
          contentType: received.type,
          size: received.saved.size,
          storageKey: received.saved.key,
          createdAt: env.clock(),
        });
      });
    } catch (error) {
      await store().remove(received.saved.key);
      throw error;
    }
    return {
      id,
      url: signPicturePath(env.secret, KIND, id, cluePictureUrl(id)),
      fileName: received.fileName,
    };
  }

  return {
    /** POST /public/clues/track/:code/pictures: one picture for the clue of this tracking code. */
    async upload(code: string, file: UploadPart | undefined): Promise<CluePicture> {
      const clue = await findClueByTrackingCode(db, code);
      try {
        if (!clue) throw notFound();
        await checkOpen(db, clue);
      } catch (error) {
        file?.file.resume(); // drain, so the connection can answer
        throw error;
      }
      let received: Received;
      try {
        received = await receiveFile(store(), file, CLUE_PICTURE_TYPES, 'clues.pictureType');
      } catch (error) {
        // The shared check words the proposal attachments' limit.
        if (isAppError(error) && error.message === 'proposal.fileTooLarge') throw tooLarge();
        throw error;
      }
      return record(clue, received);
    },

    /** The same checks for a picture made in memory (the demo seed). */
    async store(code: string, givenName: string, contentType: string, bytes: Buffer): Promise<CluePicture> {
      const clue = await findClueByTrackingCode(db, code);
      if (!clue) throw notFound();
      await checkOpen(db, clue);
      const fileName = safeName(givenName);
      const type = allowedType(fileName, contentType, CLUE_PICTURE_TYPES);
      const extension = (fileName.split('.').pop() ?? '').toLowerCase();
      if (!type || !contentMatches(extension, bytes)) throw unsupportedMediaType('clues.pictureType');
      if (bytes.length > CLUE_PICTURE_MAX_BYTES) throw tooLarge();
      const saved = await store().save(Readable.from([bytes]));
      return record(clue, { fileName, type, saved });
    },

    /** The pictures of these clues by clue id, each with a link signed now (the caller may see the clues). */
    async shown(clueIds: readonly string[]): Promise<Map<string, CluePicture[]>> {
      const rows = await picturesOfClues(db, clueIds);
      const now = Date.now();
      const byClue = new Map<string, CluePicture[]>();
      for (const row of rows) {
        const list = byClue.get(row.clueId) ?? [];
        list.push({
          id: row.id,
          url: signPicturePath(env.secret, KIND, row.id, cluePictureUrl(row.id), now),
          fileName: row.fileName,
        });
        byClue.set(row.clueId, list);
      }
      return byClue;
    },

    /** GET /public/clue-pictures/:id: only for a valid signed link; anything else is 404. */
    async send(reply: FastifyReply, id: string, query: PictureLinkQuery) {
      const life = signedLinkLife(env.secret, KIND, id, query);
      const row = life === undefined ? undefined : await findCluePicture(db, id);
      if (life === undefined || !row) throw notFound();
      const file = { contentType: row.contentType, size: row.size, stream: store().open(row.storageKey) };
      return sendPublicImage(reply, file, life);
    },
  };
}
export type CluePicturesService = ReturnType<typeof cluePictures>;
