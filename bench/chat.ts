// Chat and realtime benchmark (issues 8 and 20). Seeds a database, adds N chat users (members) with tokens,
// starts two real server processes (tsx, loopback only) on that database with Redis, connects N WebSocket
// clients and measures:
//   1. latency send → delivery with sender and receivers on the same instance (p50/p99),
//   2. presence fan-out: one status change broadcast to all N clients (deliveries/s),
//   3. the latency across instances: the clients on instance 2, every message sent through instance 1, so
//      each delivery goes through Redis,
//   4. send-message throughput across instances the same way, BENCH_CONCURRENCY in flight (messages/s,
//      with the delivery p50/p99 under that load: the issue 20 goal is 1,000/s with p99 ≤ 50 ms),
//   5. the same over the sender's already-open socket (`chat.send`, the next message of a slot after its
//      `chat.sent` ack: issue 33 §3),
//   6. its floor in the same run (lib/chat-floor.mjs): two plain WebSocket servers doing one INSERT, one
//      PUBLISH and one push per message, no framework, same database and Redis, same clients and load.
//   The servers are the BUILT ones (`node apps/server/dist/main.js`: `npm run build` first), as deployed;
//   BENCH_SERVER=tsx runs the sources instead; BENCH_SERVER_MAIN=apps/server/<dir>/main.js a build made with
//   `node apps/server/build.mjs --outdir <dir>` (not replacing the dist/ other work may be running).
//   Every send names a new client id (a UUID), as the web client does: the server stores it (idempotent
//   resends, issue 33 §3), so its cost is in the figures.
//   BENCH_PROFILE_DIR=/tmp/prof: instance 1 runs with --cpu-prof (profile written when it stops).
//   npm run bench:chat                              SQLite file (both servers share it)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat   (fresh database)
//   BENCH_CLIENTS=200 BENCH_MESSAGES=3000 BENCH_LATENCY_MESSAGES=600 REDIS_URL=redis://127.0.0.1:6379
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
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
import { percentile } from './lib/percentile';
import { printTable } from './lib/table';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const LATENCY_MESSAGES = Number(process.env.BENCH_LATENCY_MESSAGES ?? 600);
const STATUS_CHANGES = Number(process.env.BENCH_STATUS_CHANGES ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const LATENCY_CONCURRENCY = 4;
const BUILT = process.env.BENCH_SERVER !== 'tsx';
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
const floors: ChildProcess[] = [];
const floorSockets: WebSocket[] = [];
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
        // The contact rule lets the office chat with committee roles only.
        roles: ['members'],
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
  const profile = PROFILE_DIR && name === 'instance 1' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const built = process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js';
  const main = path.join(root, BUILT ? built : 'apps/server/src/main.ts');
  const child = spawn(process.execPath, [...profile, ...(BUILT ? [] : ['--import', 'tsx']), main], {
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

/** A floor instance (lib/chat-floor.mjs) on the bench's database and Redis; resolves with its base URL. */
async function startFloor(name: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/chat-floor.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
      REDIS_URL,
      FLOOR_CHANNEL: `cppcc:bench:floor:${JWT_SECRET.slice(0, 8)}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  floors.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start`);
}

/**
 * Sends a frame on a socket and resolves on the answer naming its `clientId` (`chat.sent`; a
 * `chat.refused` rejects): one listener per socket, whatever the number of messages in flight.
 */
function acknowledged(socket: WebSocket) {
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  socket.on('message', (data: Buffer) => {
    if (!data.includes('"chat.sent"') && !data.includes('"chat.refused"')) return;
    const answer = JSON.parse(data.toString('utf8')) as { type: string; clientId: string; error?: string };
    const waiter = waiting.get(answer.clientId);
    waiting.delete(answer.clientId);
    if (answer.type === 'chat.sent') waiter?.resolve();
    else waiter?.reject(new Error(`refused: ${answer.error}`));
  });
  return (frame: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => {
      const clientId = randomUUID();
      waiting.set(clientId, { resolve, reject });
      socket.send(JSON.stringify({ ...frame, clientId }));
    });
}

/** CPU time (user + system, ms) the two server processes have used so far, from /proc (Linux). */
const cpuMsOf = (processes: ChildProcess[]) =>
  processes.reduce((sum, child) => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }, 0);
const serverCpuMs = () => cpuMsOf(servers);

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

async function connectAll(people: { url: string; token: string }[]): Promise<RealtimeClient[]> {
  const connected: RealtimeClient[] = [];
  await pool(people.length, 20, async (index) => {
    const client = await connectRealtime(people[index]!.url, people[index]!.token);
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
  const urls = [await startInstance('instance 1'), await startInstance('instance 2')] as const;
  const health = (await (await fetch(`${urls[0]}/api/health`)).json()) as { dialect?: string };
  console.log(
    `Two servers ${urls.join(' ')}, database ${health.dialect ?? '?'}, Redis ${REDIS_URL}, ${CLIENTS} clients (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s), load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const chats: string[] = [];
  await pool(people.length, 8, async (index) => {
    const answer = await call<GetChatAnswer>(
      urls[0],
      sender.token,
      'GET',
      `/api/chat/get-chat?contactId=${people[index]!.id}`,
    );
    chats[index] = answer.chat.id;
  });
  /** Which instance the receiver of a message is connected to (0 or 1): `via` picks the sending one. */
  let receiverOn = (_index: number) => 0;
  const sendTo = async (index: number, text: string, via: (receiver: number) => number) => {
    const to = index % people.length;
    await call(urls[via(receiverOn(to))]!, sender.token, 'POST', '/api/chat/send-message', {
      clientId: randomUUID(),
      chatId: chats[to],
      contactId: people[to]!.id,
      message: { message: text },
    });
  };
  const sameInstance = (receiver: number) => receiver;
  const otherInstance = (receiver: number) => 1 - receiver;

  /**
   * `count` messages, `concurrency` in flight (a slot sends its next once the previous was answered):
   * delivered, rate, latency from the send to the arrival, and the CPU of `cpu`'s processes per message.
   */
  const measureWith = async (
    run: string,
    count: number,
    concurrency: number,
    send: (index: number, key: string) => Promise<void>,
    cpu: () => number = serverCpuMs,
  ) => {
    const sentAt = new Map<string, number>();
    const keys = Array.from({ length: count }, (_, index) => `bench:${run}:${index}`);
    const t0 = performance.now();
    const cpu0 = cpu();
    await pool(count, concurrency, async (index) => {
      sentAt.set(keys[index]!, performance.now());
      await send(index, keys[index]!);
    });
    const delivered = await waitFor(keys);
    const cpuPerMessage = (cpu() - cpu0) / count;
    const arrived = keys.filter((key) => arrivals.has(key));
    const lastArrival = Math.max(...arrived.map((key) => arrivals.get(key)!));
    const times = arrived.map((key) => arrivals.get(key)! - sentAt.get(key)!).sort((a, b) => a - b);
    return {
      delivered: `${delivered}/${count}`,
      rate: (delivered / ((lastArrival - t0) / 1000)).toFixed(0),
      p50: percentile(times, 50).toFixed(1),
      p99: percentile(times, 99).toFixed(1),
      cpu: cpuPerMessage.toFixed(2),
    };
  };
  const measure = (run: string, count: number, concurrency: number, via: (r: number) => number) =>
    measureWith(run, count, concurrency, (index, key) => sendTo(index, key, via));

  const rows: (string | number)[][] = [];
  const senderSocket = await connectRealtime(urls[0], sender.token);
  clients.push(senderSocket);
  const onOne = await connectAll(people.map((person) => ({ url: urls[0], token: person.token })));

  const same = await measure('same', LATENCY_MESSAGES, LATENCY_CONCURRENCY, sameInstance);
  rows.push([`latency, all on instance 1 (${LATENCY_CONCURRENCY} in flight)`, ...Object.values(same)]);

  // Fan-out: each status change of the sender is a presence event to every connected client.
  let presenceSeen = 0;
  for (const client of onOne)
    client.socket.on('message', (data: Buffer) => {
      if (data.includes('"presence"')) presenceSeen += 1;
    });
  const f0 = performance.now();
  for (let index = 0; index < STATUS_CHANGES; index += 1)
    await call(urls[0], sender.token, 'POST', '/api/chat/user/data', {
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
    '-',
  ]);

  // Across instances: the clients reconnect to instance 2; messages still go through instance 1, so every
  // delivery crosses Redis. (Writes stay on one instance: two processes writing one SQLite file contend for
  // its single write lock, which is no deployment for load.)
  await Promise.all(onOne.map((client) => client.close()));
  receiverOn = () => 1;
  await connectAll(people.map((person) => ({ url: urls[1], token: person.token })));
  const cross = await measure('cross', LATENCY_MESSAGES, LATENCY_CONCURRENCY, otherInstance);
  rows.push([
    `latency across instances via Redis (${LATENCY_CONCURRENCY} in flight)`,
    ...Object.values(cross),
  ]);
  const rate = await measure('rate', MESSAGES, CONCURRENCY, otherInstance);
  rows.push([`throughput across instances via Redis (${CONCURRENCY} in flight)`, ...Object.values(rate)]);

  // The same over the sender's open socket: no HTTP request, no token check, the answer the message alone.
  const sendOverSocket = acknowledged(senderSocket.socket);
  const socketSend = (index: number, key: string) => {
    const to = index % people.length;
    return sendOverSocket({
      type: 'chat.send',
      chatId: chats[to],
      contactId: people[to]!.id,
      message: { message: key },
    });
  };
  const socketLatency = await measureWith(
    'socket-latency',
    LATENCY_MESSAGES,
    LATENCY_CONCURRENCY,
    socketSend,
  );
  rows.push([
    `socket chat.send, latency across instances (${LATENCY_CONCURRENCY} in flight)`,
    ...Object.values(socketLatency),
  ]);
  const socketRate = await measureWith('socket', MESSAGES, CONCURRENCY, socketSend);
  rows.push([
    `socket chat.send, throughput across instances (${CONCURRENCY} in flight)`,
    ...Object.values(socketRate),
  ]);

  // The floor in the same run: the app's servers idle, two bare WebSocket servers on the same database and
  // Redis, the same receivers (on floor 2) and sender (on floor 1).
  const floorUrls = [await startFloor('floor 1'), await startFloor('floor 2')] as const;
  const floorSocket = async (url: string, user: string) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/?user=${encodeURIComponent(user)}`);
    await new Promise((resolve, reject) => {
      socket.once('message', resolve);
      socket.once('error', reject);
    });
    floorSockets.push(socket);
    return socket;
  };
  const floorSender = acknowledged(await floorSocket(floorUrls[0], 'sender'));
  await pool(people.length, 20, async (index) => {
    const socket = await floorSocket(floorUrls[1], people[index]!.id);
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString('utf8')) as { type: string; message?: { message: string } };
      if (event.type === 'chat.message' && event.message)
        arrivals.set(event.message.message, performance.now());
    });
  });
  const floorRate = await measureWith(
    'floor',
    MESSAGES,
    CONCURRENCY,
    (index, key) => floorSender({ to: people[index % people.length]!.id, text: key }),
    () => cpuMsOf(floors),
  );
  rows.push([
    `floor: INSERT + PUBLISH + push, no framework (${CONCURRENCY} in flight)`,
    ...Object.values(floorRate),
  ]);

  // Server CPU per message (both processes, user + system): what bounds the rate on a busy machine.
  printTable(['measure', 'delivered', 'per second', 'p50 ms', 'p99 ms', 'server CPU ms/msg'], rows);
  console.log(
    `\nload after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  for (const socket of floorSockets) socket.terminate();
  for (const child of [...servers, ...floors]) child.kill('SIGTERM');
  await Promise.all(
    [...servers, ...floors].map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
    ),
  );
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
