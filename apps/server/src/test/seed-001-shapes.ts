import { z } from 'zod';

/**
 * The answer shapes seed 001 states (§3 entities, §7 calls, §9 constants), field by field, for the seed-calls
 * contract test (`http/seed-calls.test.ts`). Written from the seed, not taken from our contracts, so a
 * contract drifting from the seed fails the test. Loose objects: our extra fields are additions.
 */
export const text = z.string();
export const person = z.looseObject({ name: text, avatar: text });
export const list = <T extends z.ZodType>(item: T) => z.array(item);

// Seed 001 §3, field by field.
export const contact = z.looseObject({
  id: text,
  name: text,
  lastName: text,
  avatar: text,
  nickname: text,
  company: text,
  jobTitle: text,
  email: text,
  phone: text,
  address: text,
  notes: text,
});
export const contactsUser = z.looseObject({
  id: text,
  name: text,
  avatar: text,
  starred: list(text),
  frequentContacts: list(text),
  groups: list(z.looseObject({ id: text, name: text, contactIds: list(text) })),
});
export const event = z.looseObject({ id: text, title: text, allDay: z.boolean(), start: text, end: text });
export const party = { title: text, address: text, phone: text, email: text };
export const amount = z.string().regex(/^\d+(\.\d+)?$/);
export const invoice = z.looseObject({
  id: text,
  from: z.looseObject({ ...party, website: text }),
  client: z.looseObject(party),
  number: text,
  date: text,
  dueDate: text,
  services: list(
    z.looseObject({
      id: text,
      title: text,
      detail: text,
      unit: text,
      unitPrice: amount,
      quantity: z.number(),
      total: amount,
    }),
  ),
  subtotal: amount,
  tax: amount,
  discount: amount,
  total: amount,
});
export const media = z.looseObject({ type: text, title: text, preview: text });
export const timeline = z.looseObject({
  activities: list(z.looseObject({ id: text, user: person, message: text, time: text })),
  posts: list(
    z.looseObject({
      id: text,
      user: person,
      message: text,
      time: text,
      type: text,
      like: z.number(),
      share: z.number(),
      comments: list(z.looseObject({ id: text, user: person, time: text, message: text })),
    }),
  ),
});
export const photoGroups = list(z.looseObject({ id: text, name: text, info: text, media: list(media) }));
export const about = z.looseObject({
  general: z.looseObject({ gender: text, birthday: text, locations: list(text), about: text }),
  work: z.looseObject({
    occupation: text,
    skills: text,
    jobs: list(z.looseObject({ company: text, date: text })),
  }),
  contact: z.looseObject({ address: text, tel: list(text), websites: list(text), emails: list(text) }),
  groups: list(z.looseObject({ id: text, name: text, category: text, members: z.number() })),
  friends: list(z.looseObject({ id: text, name: text, avatar: text })),
});
export const searchResults = list(z.looseObject({ id: text, title: text, url: text, excerpt: text })).length(
  8,
);
/** "a flat list of 14 {id, question, answer}" (issue 31 §1): exactly those fields. */
export const faq = list(z.strictObject({ id: text, question: text, answer: text })).length(14);
export const knowledgeBase = list(
  z.looseObject({
    id: text,
    title: text,
    path: text,
    articlesCount: z.number(),
    featuredArticles: list(z.looseObject({ id: text, title: text, content: text })).length(5),
  }),
).length(4);
export const icons = list(
  z.looseObject({
    order: z.number(),
    id: z.number(),
    name: text,
    prevSize: z.literal(32),
    code: z.number(),
    ligatures: text,
    tags: list(text),
  }),
).min(1);
/** The dashboards' widgets object: widgets by key, none of their texts in both languages at once. */
export const widgetsObject = z.record(text, z.looseObject({}));
export const weatherWidget = z.looseObject({
  locations: list(z.looseObject({ name: text })).min(1),
  currentLocation: text,
  temperatureUnit: z.enum(['C', 'F']),
  speedUnit: z.enum(['KMH', 'MPH']),
});
export const mail = z.looseObject({
  id: text,
  from: z.unknown(),
  to: z.unknown(),
  subject: text,
  message: text,
  time: text,
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(z.unknown()),
  labels: list(text),
  folder: text,
});
export const todo = z.looseObject({
  id: text,
  title: text,
  notes: text,
  startDate: text.nullable(),
  dueDate: text.nullable(),
  completed: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  deleted: z.boolean(),
  labels: list(text),
});
export const handled = list(z.looseObject({ id: text, handle: text })).min(1);
export const file = z.looseObject({
  id: text,
  name: text,
  type: text,
  owner: z.unknown(),
  size: z.number(),
  modified: text,
  opened: text,
  location: text,
  offline: z.boolean(),
  preview: z.unknown(),
});
export const product = z.looseObject({
  id: text,
  name: text,
  handle: text,
  description: text,
  categories: list(text),
  tags: list(text),
  featuredImageId: z.unknown(),
  images: list(z.looseObject({ id: text, url: text, type: text })),
  priceTaxExcl: z.number(),
  priceTaxIncl: z.number(),
  taxRate: z.number(),
  comparedPrice: z.number(),
  quantity: z.number(),
  sku: text,
  width: z.number(),
  height: z.number(),
  depth: z.number(),
  weight: z.number(),
  extraShippingFee: z.number(),
  active: z.boolean(),
});
export const order = z.looseObject({
  id: text,
  reference: text,
  customer: z.looseObject({ id: text, firstName: text, lastName: text }),
  products: list(z.looseObject({ id: text, name: text, quantity: z.number() })),
  status: list(z.looseObject({ id: z.unknown(), name: text, color: text, date: text })),
  payment: z.looseObject({ transactionId: text, method: text, date: text }),
  shippingDetails: z.array(z.unknown()),
});
export const boardSummary = z.looseObject({ id: text, name: text, uri: text });
export const boardLists = list(z.looseObject({ id: text, name: text, idCards: list(text) }));
export const card = z.looseObject({
  id: text,
  name: text,
  description: text,
  idMembers: list(text),
  idLabels: list(text),
  attachments: z.array(z.unknown()),
  checklists: z.array(z.unknown()),
  activities: z.array(z.unknown()),
});
export const board = boardSummary.extend({
  settings: z.looseObject({ color: text, subscribed: z.boolean(), cardCoverImages: z.boolean() }),
  lists: boardLists,
  cards: list(card),
  members: list(z.looseObject({ id: text, name: text, avatar: text })),
  labels: list(z.looseObject({ id: text, name: text })),
});
export const category = z.looseObject({ id: text, value: text, label: text, color: text });
export const courseFields = {
  id: text,
  title: text,
  slug: text,
  description: text,
  category: z.unknown(),
  length: z.number(),
  totalSteps: z.number(),
  activeStep: z.number(),
  updated: text,
};
export const course = z.looseObject({
  ...courseFields,
  steps: list(z.looseObject({ id: text, title: text, content: text })),
});
export const note = z.looseObject({
  id: text,
  title: text,
  description: text,
  archive: z.boolean(),
  image: text,
  time: text,
  reminder: text.nullable(),
  checklist: list(z.looseObject({ id: text, checked: z.boolean(), text })),
  labels: list(text),
});
export const noteLabels = list(z.looseObject({ id: text, name: text, handle: text }));
