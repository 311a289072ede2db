import { randomBytes } from 'node:crypto';
import {
  CLUE_LIMITS,
  SMS_CODE_RESEND_SECONDS,
  SMS_CODE_TTL_SECONDS,
  clueTrackingPath,
  translate,
  type ClueCodeResult,
  type ClueIntake,
  type ClueState,
  type ClueSubmitBody,
  type ClueSubmitResult,
  type ClueTracking,
} from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { fromDbJson, newId, toDbJson, toIso } from '../../db/values';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { smsCodes } from '../auth/sms-codes';
import { publicationService } from '../oversight/publication';
import { checkCategory } from '../proposals/context';
import { workflowSettingsService } from '../workflow-settings/service';
import { beijingDay, recordStep, textSender, type CluesEnv } from './context';
import { cluePictures } from './pictures';
import {
  campaignOn,
  cluesOfPhoneSince,
  findClueByTrackingCode,
  insertClue,
  proposalIdsOf,
} from './repository';

/** The SMS code's key for clues: apart from the sign-in codes of the same phone (auth/sms-codes.ts). */
const codeKey = (phone: string) => `clue:${phone}`;

/**
 * The public side of the clue collection (no account): the form's data, the SMS code, sending a clue,
 * and the tracking page of one clue found by its unguessable code.
 */
export function publicClues(env: CluesEnv) {
  const { db } = env;
  const codes = smsCodes(db, env.secret);

  async function openCampaign() {
    const campaign = await campaignOn(db, beijingDay(env.clock()));
    if (!campaign) throw conflict('clues.noOpenCampaign');
    return campaign;
  }

  return {
    async intake(): Promise<ClueIntake> {
      const [campaign, settings] = await Promise.all([
        campaignOn(db, beijingDay(env.clock())),
        workflowSettingsService(db).get(),
      ]);
      return {
        campaign: campaign
          ? {
              id: campaign.id,
              title: campaign.title,
              startsOn: campaign.startsOn,
              endsOn: campaign.endsOn,
              topics: fromDbJson<string[]>(campaign.topics),
            }
          : null,
        categories: settings.categories,
      };
    },

    /** Any phone may get a code (citizens have no account), only while a campaign is open. */
    async requestCode(phone: string): Promise<ClueCodeResult> {
      await openCampaign();
      await codes.issue(codeKey(phone), async (code) => {
        await env.sender.send({
          channel: 'sms',
          recipient: phone,
          subject: '',
          body: translate('clues.smsCode', 'zh-CN', { code }),
        });
      });
      return { expiresInSeconds: SMS_CODE_TTL_SECONDS, retryAfterSeconds: SMS_CODE_RESEND_SECONDS };
    },

    /**
     * Every check that needs no code comes first, so a refused clue leaves the code usable; the code is
     * used up outside the clue's transaction (a wrong try must count even when nothing is saved).
     */
    async submit(input: ClueSubmitBody, origin: string): Promise<ClueSubmitResult> {
      const campaign = await openCampaign();
      checkCategory(input.categoryCode, await workflowSettingsService(db).get());
      const now = env.clock();
      const since = toIso(Date.parse(now) - 24 * 3_600_000);
      if ((await cluesOfPhoneSince(db, input.phone, since)) >= CLUE_LIMITS.perPhonePerDay)
        throw tooManyRequests('clues.tooManyToday', { params: { max: CLUE_LIMITS.perPhonePerDay } });
      await codes.use(codeKey(input.phone), input.code);
      const trackingCode = randomBytes(24).toString('base64url');
      const id = newId();
      await inTransaction(db, async (trx) => {
        await insertClue(trx, {
          id,
          campaignId: campaign.id,
          title: input.title,
          situation: input.situation,
          suggestion: input.suggestion,
          categoryCode: input.categoryCode,
          tags: toDbJson([]),
          contactName: input.contactName || null,
          phone: input.phone,
          trackingCode,
          linkOrigin: origin,
          state: 'new',
          mergedIntoId: null,
          declineReason: null,
          decidedAt: null,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
        await recordStep(
          trx,
          { clueId: id, action: 'submit', fromState: null, toState: 'new', actorId: null, comment: null },
          now,
        );
      });
      const trackingPath = clueTrackingPath(trackingCode);
      await textSender(env, input.phone, 'clues.smsReceived', {
        title: input.title,
        link: `${origin}${trackingPath}`,
      });
      return { trackingCode, trackingPath };
    },

    /** Only the clue of this code, and of it only its own state and outcome. */
    async track(code: string): Promise<ClueTracking> {
      const clue = await findClueByTrackingCode(db, code);
      if (!clue) throw notFound();
      const proposalIds = await proposalIdsOf(db, clue.id);
      const [replies, pictures] = await Promise.all([
        publicationService(db).ofProposals(proposalIds),
        cluePictures(env).shown([clue.id]),
      ]);
      return {
        title: clue.title,
        categoryCode: clue.categoryCode,
        state: clue.state as ClueState,
        submittedAt: clue.createdAt,
        decidedAt: clue.decidedAt,
        declineReason: clue.declineReason,
        adoptionCount: proposalIds.length,
        replies: replies.map((reply) => ({ id: reply.id, title: reply.title })),
        pictures: pictures.get(clue.id) ?? [],
      };
    },
  };
}
