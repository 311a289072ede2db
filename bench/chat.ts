// Chat and realtime benchmark (issue 8). Seeds a database, adds N chat users with tokens, starts two real
// server processes (tsx, loopback only) on that database with Redis, connects N WebSocket clients and
// measures:
//   1. latency send → delivery with sender and receivers on the same instance (p50/p99),
//   2. the same across instances (sent through instance 1, receivers on instance 2, through Redis),
//   3. send-message throughput one instance delivers to its N connected clients (messages/s),
//   4. presence fan-out: one status change broadcast to all N clients (deliveries/s).
//   npm run bench:chat                              SQLite file (both servers share it)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat   (fresh database)
//   BENCH_CLIENTS=200 BENCH_MESSAGES=3000 BENCH_LATENCY_MESSAGES=600 REDIS_URL=redis://127.0.0.1:6379
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, demoAccount, type GetChatAnswer, type RealtimeServerEvent } from '@cppcc/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { parseDatabaseUrl } from '../apps/server/src/db/target';
import { authService } from '../apps/server/src/modules/auth/service';
import { connectRealtime, type RealtimeClient } from '../apps/server/src/modules/realtime/testing';
import { usersService } from '../apps/server/src/modules/users/service';
import { seedDemoData } from '../apps/server/src/seed';
import { freePort } from '../e2e/support/server';
import { createPgDatabase } from './lib/pgDatabase';
import { printTable } from './lib/table';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const LATENCY_MESSAGES = Number(process.env.BENCH_LATENCY_MESSAGES ?? 600);
const STATUS_CHANGES = Number(process.env.BENCH_STATUS_CHANGES ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const LATENCY_CONCURRENCY = 4;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every phase gives up after this long (the bench is bounded even if deliveries go missing). */
const PHASE_TIMEOUT_MS = 90_000;
const JWT_SECRET = randomBytes(32).toString('hex');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-chat-'));
const postgres = process.env.BENCH_DATABASE_URL
  ? await createPgDatabase(process.env.BENCH_DATABASE_URL, 'bench_chat')
  : undefined;
const databaseUrl = postgres?.url ?? `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
const servers: ChildProcess[] = [];
const clients: RealtimeClient[] = [];

/** Seeds the demo data, adds the chat users and signs everyone in (in this process, before the servers). */
async function prepare() {
  const db = openDatabase(parseDatabaseUrl(databaseUrl, dataDir));
  try {
    await migrateToLatest(db);
    await seedDemoData(db, undefined, { passwordHashCost: 1024, dataDir });
    const config = {
      jwtSecret: JWT_SECRET,
      appTokenSecret: JWT_SECRET,
      allowRegistration: false,
      passwordHashCost: 1024,
    };
    const auth = authService({ db: db.kysely, config, sender: { send: () => Promise.resolve() } });
    const users = usersService(db.kysely, { passwordHashCost: 1024 });
    const people: { id: string; token: string }[] = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      const email = `bench-chat-${index}@bench.local`;
      const user = await users.create({
        displayName: `压测用户${index}`,
        email,
        password: DEMO_PASSWORD,
        roles: ['user'],
      });
      people.push({ id: user.id, token: (await auth.signIn(email, DEMO_PASSWORD)).access_token });
    }
    const staff = await auth.signIn(demoAccount('staff').email, DEMO_PASSWORD);
    return { people, sender: { id: staff.user.uid, token: staff.access_token } };
  } finally {
    await db.close();
  }
}

async function startInstance(name: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      REDIS_URL,
      LOG_LEVEL: 'warn',
      JOBS_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function call<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `count` jobs with at most `concurrency` at once. */
async function pool(
  count: number,
  concurrency: number,
  job: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

/** Arrival times of `bench:<run>:<seq>` messages at the receivers. */
const arrivals = new Map<string, number>();
function track(client: RealtimeClient): void {
  client.socket.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString('utf8')) as RealtimeServerEvent;
    if (event.type === 'chat.message' && event.unread > 0)
      arrivals.set(event.message.message, performance.now());
  });
}

async function connectAll(baseUrl: string, people: { token: string }[]): Promise<RealtimeClient[]> {
  const connected: RealtimeClient[] = [];
  await pool(people.length, 20, async (index) => {
    const client = await connectRealtime(baseUrl, people[index]!.token);
    await client.next((event) => event.type === 'ready', 10_000);
    track(client);
    connected[index] = client;
  });
  clients.push(...connected);
  return connected;
}

async function waitFor(keys: string[], timeoutMs = PHASE_TIMEOUT_MS): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (keys.every((key) => arrivals.has(key))) return keys.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return keys.filter((key) => arrivals.has(key)).length;
}

try {
  const started = Date.now();
  const { people, sender } = await prepare();
  const [url1, url2] = [await startInstance('instance 1'), await startInstance('instance 2')];
  const health = (await (await fetch(`${url1}/api/health`)).json()) as { dialect?: string };
  console.log(
    `Two servers ${url1} ${url2}, database ${health.dialect ?? '?'}, Redis ${REDIS_URL}, ${CLIENTS} clients (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  const chats: string[] = [];
  await pool(people.length, 8, async (index) => {
    const answer = await call<GetChatAnswer>(
      url1,
      sender.token,
      'GET',
      `/api/chat/get-chat?contactId=${people[index]!.id}`,
    );
    chats[index] = answer.chat.id;
  });
  const sendTo = async (index: number, text: string) => {
    const to = index % people.length;
    await call(url1, sender.token, 'POST', '/api/chat/send-message', {
      chatId: chats[to],
      contactId: people[to]!.id,
      message: { message: text },
    });
  };

  /** Latency of `count` messages: from the send request to arrival at the receiver. */
  const latency = async (run: string) => {
    const sentAt = new Map<string, number>();
    const keys: string[] = [];
    await pool(LATENCY_MESSAGES, LATENCY_CONCURRENCY, async (index) => {
      const key = `bench:${run}:${index}`;
      keys.push(key);
      sentAt.set(key, performance.now());
      await sendTo(index, key);
    });
    const delivered = await waitFor(keys);
    const times = keys
      .filter((key) => arrivals.has(key))
      .map((key) => arrivals.get(key)! - sentAt.get(key)!)
      .sort((a, b) => a - b);
    return { delivered, p50: percentile(times, 50), p99: percentile(times, 99) };
  };

  const rows: (string | number)[][] = [];
  const senderSocket = await connectRealtime(url1, sender.token);
  clients.push(senderSocket);
  const onOne = await connectAll(url1, people);

  const same = await latency('same');
  rows.push([
    `latency, receivers on instance 1 (${LATENCY_CONCURRENCY} in flight)`,
    `${same.delivered}/${LATENCY_MESSAGES}`,
    '-',
    same.p50.toFixed(1),
    same.p99.toFixed(1),
  ]);

  // Throughput: as fast as the sender can push them through instance 1 to its connected clients.
  const keys = Array.from({ length: MESSAGES }, (_, index) => `bench:rate:${index}`);
  const t0 = performance.now();
  await pool(MESSAGES, CONCURRENCY, (index) => sendTo(index, keys[index]!));
  const delivered = await waitFor(keys);
  const lastArrival = Math.max(...keys.map((key) => arrivals.get(key) ?? 0));
  const rate = delivered / ((lastArrival - t0) / 1000);
  rows.push([
    `send-message → ${CLIENTS} clients on instance 1 (${CONCURRENCY} in flight)`,
    `${delivered}/${MESSAGES}`,
    rate.toFixed(0),
    '-',
    '-',
  ]);

  // Fan-out: each status change of the sender is a presence event to every connected client.
  let presenceSeen = 0;
  for (const client of onOne)
    client.socket.on('message', (data: Buffer) => {
      if (data.includes('"presence"')) presenceSeen += 1;
    });
  const f0 = performance.now();
  for (let index = 0; index < STATUS_CHANGES; index += 1)
    await call(url1, sender.token, 'POST', '/api/chat/user/data', {
      status: index % 2 === 0 ? 'away' : 'online',
    });
  const target = STATUS_CHANGES * CLIENTS;
  const deadline = Date.now() + PHASE_TIMEOUT_MS;
  while (presenceSeen < target && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const fanout = presenceSeen / ((performance.now() - f0) / 1000);
  rows.push([
    `presence fan-out: ${STATUS_CHANGES} status changes × ${CLIENTS} clients`,
    `${presenceSeen}/${target}`,
    fanout.toFixed(0),
    '-',
    '-',
  ]);

  // Across instances: the same clients reconnect to instance 2; messages still go through instance 1.
  await Promise.all(onOne.map((client) => client.close()));
  await connectAll(url2, people);
  const cross = await latency('cross');
  rows.push([
    `latency, receivers on instance 2 via Redis (${LATENCY_CONCURRENCY} in flight)`,
    `${cross.delivered}/${LATENCY_MESSAGES}`,
    '-',
    cross.p50.toFixed(1),
    cross.p99.toFixed(1),
  ]);

  printTable(['measure', 'delivered', 'per second', 'p50 ms', 'p99 ms'], rows);
} finally {
  await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(
    servers.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
    ),
  );
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
