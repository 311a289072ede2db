import {
  authRoles,
  chatContactSchema,
  chatMessagesAnswerSchema,
  chatMessagesQuerySchema,
  chatUserDataSchema,
  chatUserSchema,
  errorBodySchema,
  getChatAnswerSchema,
  getChatQuerySchema,
  sendMessageAnswerSchema,
  sendMessageBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/errors';
import { currentUser } from '../auth/guard';
import { chatService } from './service';

const tags = ['chat'];
const auth = authRoles.signedIn;
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** A send whose client id the sender already used in another chat (the key names one message). */
const reusedKey = { 409: errorBodySchema };
/**
 * Chat answers come on every send and open, and carry the caller's whole chat list (29 kB for 200 chats):
 * gzip at level 1 makes that ~10 kB in ~0.15 ms, where the global brotli (quality 4) took ~3.4 ms of the
 * send's CPU for 9 kB (measured, bench/RESULTS.md issue 20).
 */
const compress: { encodings: ('gzip' | 'deflate')[]; zlibOptions: { level: number } } = {
  encodings: ['gzip', 'deflate'],
  zlibOptions: { level: 1 },
};

/** /api/chat/*: the team chat panel (seed 000 §7). Realtime pushes go through `app.realtime`. */
export const chatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => chatService(app.db.kysely, { realtime: app.realtime });
  const me = (request: Parameters<typeof currentUser>[0]) => ({ id: currentUser(request).user.id });

  app.get(
    '/chat/user',
    {
      compress,
      config: { auth },
      schema: { tags, summary: "The caller's chat profile and chat list", response: { 200: chatUserSchema } },
    },
    (request) => service().user(me(request)),
  );

  app.get(
    '/chat/contacts',
    {
      compress,
      config: { auth },
      schema: {
        tags,
        summary: 'The people the caller may chat with: those with chats first, then by name',
        response: { 200: z.array(chatContactSchema) },
      },
    },
    (request) => service().contacts(me(request)),
  );

  app.get(
    '/chat/get-chat',
    {
      compress,
      config: { auth },
      schema: {
        tags,
        summary: 'Open the chat with a contact (created on first use) and mark it read',
        querystring: getChatQuerySchema,
        response: { 200: getChatAnswerSchema, ...errors },
      },
    },
    (request) => {
      const caller = me(request);
      if (request.query.userId !== undefined && request.query.userId !== caller.id)
        throw forbidden('chat.notCaller', { fields: { userId: 'chat.notCaller' } });
      return service().getChat(caller, request.query.contactId);
    },
  );

  app.get(
    '/chat/messages',
    {
      compress,
      config: { auth },
      schema: {
        tags,
        summary: 'Older messages of one of the caller’s chats, oldest first',
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesAnswerSchema, ...errors },
      },
    },
    (request) => service().messages(me(request), request.query),
  );

  app.post(
    '/chat/user/data',
    {
      compress,
      config: { auth },
      schema: {
        tags,
        summary: 'Merge a partial chat profile (name, avatar, status, mood) into the caller’s',
        body: chatUserDataSchema,
        response: { 200: chatUserSchema, 400: errorBodySchema },
      },
    },
    (request) => service().updateProfile(me(request), request.body),
  );

  app.post(
    '/chat/send-message',
    {
      compress,
      config: { auth },
      schema: {
        tags,
        summary:
          'Send a message in one of the caller’s chats (a resend of its clientId answers the stored one)',
        body: sendMessageBodySchema,
        response: { 200: sendMessageAnswerSchema, ...errors, ...reusedKey },
      },
    },
    (request) => service().send(me(request), request.body),
  );

  done();
};
