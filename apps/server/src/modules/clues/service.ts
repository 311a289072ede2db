import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { FileStorage } from '../attachments/storage';
import type { MessageSender } from '../messaging/sender';
import { clueCampaigns } from './campaigns';
import type { CluesEnv } from './context';
import { clueLibrary } from './library';
import { cluePictures } from './pictures';
import { publicClues } from './public';
import { clueTexts } from './repository';
import { screenClue } from './screening';

export interface CluesDeps {
  dialect: 'sqlite' | 'postgres';
  sender: MessageSender;
  log: FastifyBaseLogger;
  /** The secret SMS codes are hashed with (JWT_SECRET, as the sign-in codes). */
  secret: string;
  /** The time of every write (default now; the demo seed sets its own). */
  now?: (() => string) | undefined;
  /** Where clues' pictures are stored (needed to receive and send them, not to list them). */
  storage?: FileStorage | undefined;
}

/** The clue collection: the public form and tracking, campaigns, screening, the library and adoption. */
export function cluesService(db: Kysely<DB>, deps: CluesDeps) {
  const env: CluesEnv = { db, ...deps, clock: deps.now ?? nowIso };
  return {
    public: publicClues(env),
    campaigns: clueCampaigns(env),
    library: clueLibrary(env),
    screen: screenClue.bind(null, env),
    pictures: cluePictures(env, deps.storage),
    /** The library's texts, for a search across proposals and clues. */
    texts: (q?: string, limit?: number) => clueTexts(db, q, limit),
  };
}
export type CluesService = ReturnType<typeof cluesService>;
