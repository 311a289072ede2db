import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';

export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** Phone number or e-mail address. */
  recipient: string;
  /** Empty for SMS. */
  subject: string;
  body: string;
}

/**
 * How SMS codes and e-mails leave the system. The demo provider (`log`, the default of SMS_PROVIDER and
 * EMAIL_PROVIDER) writes them to the server log and to the `outbox` table; a real provider (an SMS
 * gateway, SMTP) implements this interface and is chosen in `createMessageSender` by configuration.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The demo provider: nothing leaves the machine. */
export function logMessageSender(db: Kysely<DB>, log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ id: newId(), ...message, createdAt: nowIso() })
        .execute();
      log.info(
        { channel: message.channel, recipient: message.recipient },
        `outbox (${message.channel} → ${message.recipient}): ${message.subject ? `${message.subject} — ` : ''}${message.body}`,
      );
    },
  };
}

/** Routes each channel to its configured provider (only `log` exists so far). */
export function createMessageSender(config: Config, db: Kysely<DB>, log: FastifyBaseLogger): MessageSender {
  const providers: Record<MessageChannel, MessageSender> = {
    sms: config.smsProvider === 'log' ? logMessageSender(db, log) : logMessageSender(db, log),
    email: config.emailProvider === 'log' ? logMessageSender(db, log) : logMessageSender(db, log),
  };
  return { send: (message) => providers[message.channel].send(message) };
}
