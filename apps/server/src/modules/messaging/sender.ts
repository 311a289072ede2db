import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';
import { unavailable } from '../../http/errors';
import { insertOutbox } from './repository';

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
      await insertOutbox(db, { id: newId(), ...message, createdAt: nowIso() });
      log.info(
        { channel: message.channel, recipient: message.recipient },
        `outbox (${message.channel} → ${message.recipient}): ${message.subject ? `${message.subject} — ` : ''}${message.body}`,
      );
    },
  };
}

/** How long a gateway may take before the send counts as failed. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A real provider: any gateway that accepts the message as JSON — `POST { to, text }` for SMS (most Chinese
 * SMS services have such an HTTP API, or a small adapter in front of their SDK), `{ to, subject, text }` for
 * e-mail (a mail relay's webhook). A failed send is a 503 for the caller, in the reader's language, and is
 * logged with the gateway's status.
 */
export function httpGatewaySender(
  channel: MessageChannel,
  gateway: { url: string; token: string | undefined },
  log: FastifyBaseLogger,
): MessageSender {
  return {
    async send(message) {
      let status: number | string;
      const body =
        channel === 'sms'
          ? { to: message.recipient, text: message.body }
          : { to: message.recipient, subject: message.subject, text: message.body };
      try {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
        if (response.ok) return;
        status = response.status;
      } catch (error) {
        status = (error as Error).name;
      }
      log.error(
        { channel, recipient: message.recipient, status },
        'message gateway refused or did not answer',
      );
      throw unavailable(channel === 'sms' ? 'error.smsUnavailable' : 'error.emailUnavailable');
    },
  };
}

/** Routes each channel to its configured provider. */
export function createMessageSender(config: Config, db: Kysely<DB>, log: FastifyBaseLogger): MessageSender {
  const providers: Record<MessageChannel, MessageSender> = {
    sms:
      config.smsHttp && config.smsProvider === 'http'
        ? httpGatewaySender('sms', config.smsHttp, log)
        : logMessageSender(db, log),
    email:
      config.emailHttp && config.emailProvider === 'http'
        ? httpGatewaySender('email', config.emailHttp, log)
        : logMessageSender(db, log),
  };
  return { send: (message) => providers[message.channel].send(message) };
}
