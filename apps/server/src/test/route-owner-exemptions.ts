// The route × role × owner walk's exemptions (modules/auth/route-owners.test.ts), apart so the walk stays short.

/** Routes with an id whose entity has no owner to hide it from, and why. */
export const NO_OWNER: Record<string, string> = {
  '/api/admin/users/:id': 'admin only; the admin manages every account',
  '/api/admin/users/:id/reset-password': 'admin only; the admin manages every account',
  '/api/admin/units/:id': 'admin only; units are shared reference data',
  '/api/admin/sessions/:id': 'admin only; sessions (届次) are shared reference data',
  '/api/admin/sessions/:id/make-current': 'admin only; sessions (届次) are shared reference data',
  '/api/admin/import/:kind':
    'admin only; :kind names users, units or sessions (not an entity), nothing owned',
  '/api/admin/import/:kind/template.xlsx': 'admin only; the empty template of a kind, no data',
  '/api/calendar-app/ics/:file':
    "a phone calendar's subscription: no session, the secret token in the file name is the key (a wrong one: 404)",
  '/api/contacts-app/avatars/:id':
    "an <img>'s address: a signed, expiring link or the uploader's token opens it, else 404 (attachments/picture-links.test.ts)",
  '/api/notes-app/images/:id': 'a signed picture link, as /api/contacts-app/avatars/:id',
  '/api/scrumboard-app/images/:id': 'a signed picture link, as /api/contacts-app/avatars/:id',
  '/api/e-commerce-app/images/:id': "the shop catalogue's product pictures, public at a random id (UUID)",
  '/api/profile/pictures/:id': 'a signed picture link, as /api/contacts-app/avatars/:id',
  '/api/topics/:id':
    "staff only; the session's topic guide (选题目录) belongs to the committee, not a person",
  '/api/topics/:id/publish': 'staff only, as /api/topics/:id',
  '/api/topics/:id/unpublish': 'staff only, as /api/topics/:id',
  '/api/public/clues/track/:code':
    "a citizen's clue tracking page: no account, the unguessable code is the key (a wrong one: 404, clues/public.test.ts)",
  '/api/clue-campaigns/:id/close': 'staff only; clue campaigns belong to the committee, not a person',
  '/api/clues/:id':
    'clues belong to no account: staff see every one, members only the library (a clue in screening: 404, clues/screening.test.ts)',
  '/api/clues/:id/transitions': 'staff only, as /api/clues/:id',
  '/api/clues/:id/adopt': 'members adopt library clues only (one in screening: 404, clues/screening.test.ts)',
  '/api/public/clues/track/:code/pictures':
    "a citizen's clue: no account, the unguessable tracking code is the key (a wrong one: 404, clues/pictures.test.ts)",
  '/api/public/clue-pictures/:id':
    'a signed picture link, as /api/contacts-app/avatars/:id (clues/pictures.test.ts)',
  '/api/compilations/:id':
    "staff only; a session's compilation (提案汇编) belongs to the committee, not a person (compilation/compilation.test.ts)",
  '/api/compilations/:id/:format': 'staff only, as /api/compilations/:id',
};
