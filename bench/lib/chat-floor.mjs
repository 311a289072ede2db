// The chat bench's floor (issue 33 §3): what one message costs with no framework at all. A plain WebSocket
// server per instance: a `send` frame is one INSERT (autocommit), one Redis PUBLISH and an ack; every
// instance pushes what the channel carries to its sockets of the receiver. Run like the built server (plain
// `node`), two of them on the bench's database and Redis, so the app's figures have their floor in one run.
// Env: PORT, DATABASE_URL (postgres://… or sqlite:<file>), REDIS_URL, FLOOR_CHANNEL.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';

const url = process.env.DATABASE_URL ?? '';
const channel = process.env.FLOOR_CHANNEL ?? 'cppcc:bench:floor';
const TABLE = `create table if not exists floor_messages (id text primary key, receiver text not null,
  body text not null, created_at text not null)`;

/** One INSERT per message, as the app's minimum (a row with an id, the receiver, the text and a time). */
async function openInsert() {
  if (url.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(TABLE);
    return (row) =>
      pool.query('insert into floor_messages (id, receiver, body, created_at) values ($1, $2, $3, $4)', row);
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(url.replace(/^sqlite:/, ''));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(TABLE);
  const insert = db.prepare(
    'insert into floor_messages (id, receiver, body, created_at) values (?, ?, ?, ?)',
  );
  return async (row) => insert.run(...row);
}

const insert = await openInsert();
const publisher = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
/** Sockets by user id (`?user=` when they connect). */
const sockets = new Map();

await subscriber.subscribe(channel);
subscriber.on('message', (_channel, text) => {
  const { to, frame } = JSON.parse(text);
  for (const socket of sockets.get(to) ?? []) socket.send(frame);
});

const server = createServer((_request, response) => response.end('ok'));
const wss = new WebSocketServer({ server });
wss.on('connection', (socket, request) => {
  const user = new URL(request.url ?? '/', 'http://floor').searchParams.get('user') ?? '';
  let set = sockets.get(user);
  if (!set) sockets.set(user, (set = new Set()));
  set.add(socket);
  socket.on('close', () => set.delete(socket));
  socket.on('message', (data) => {
    const { clientId, to, text } = JSON.parse(data.toString('utf8'));
    const time = new Date().toISOString();
    void insert([randomUUID(), to, text, time]).then(() => {
      const frame = JSON.stringify({ type: 'chat.message', message: { message: text, time }, unread: 1 });
      void publisher.publish(channel, JSON.stringify({ to, frame }));
      socket.send(JSON.stringify({ type: 'chat.sent', clientId }));
    });
  });
  socket.send(JSON.stringify({ type: 'ready' }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
