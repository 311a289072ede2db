// CPU time spent serving requests, from the kernel's own accounting (/proc/<pid>/task/<tid>/stat: user and
// system clock ticks per thread): the server's main thread apart from its other threads (SQLite read
// workers, V8's GC and compiler threads, libuv), and on PostgreSQL the backends connected to the bench
// database. On a shared machine latency follows the load; CPU per request does not (much), so a change's
// effect shows there. Linux only (it is where the benches run).
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux build in use). */
const TICK_MS = 10;

/** utime + stime of one /proc stat line, in ms; its fields after the `(comm)` one are space-separated. */
function statMs(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // the thread or process ended between listing and reading
  }
}

export interface CpuSample {
  main: number;
  others: number;
  database: Map<number, number>;
}

export async function cpuMeter(pid: number, databaseUrl: string | undefined) {
  const client = databaseUrl?.startsWith('postgres') ? new pg.Client(databaseUrl) : undefined;
  await client?.connect();
  const own = client
    ? ((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0)
    : 0;

  async function read(): Promise<CpuSample> {
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`))
      if (Number(tid) !== pid) others += statMs(`/proc/${pid}/task/${tid}/stat`);
    const database = new Map<number, number>();
    if (client) {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> $1',
        [own],
      );
      for (const row of rows) database.set(row.pid, statMs(`/proc/${row.pid}/stat`));
    }
    return { main: statMs(`/proc/${pid}/task/${pid}/stat`), others, database };
  }

  return {
    read,
    /** "main + others (+ database) = total" ms per request between two samples. */
    perRequest(before: CpuSample, after: CpuSample, requests: number): string {
      const per = (ms: number) => ms / Math.max(1, requests);
      const main = per(after.main - before.main);
      const others = per(after.others - before.others);
      let database = 0;
      // A backend opened during the run counts from zero.
      for (const [backend, ms] of after.database) database += ms - (before.database.get(backend) ?? 0);
      const parts = [main, others, ...(client ? [per(database)] : [])];
      const total = parts.reduce((sum, part) => sum + part, 0);
      return `${parts.map((part) => part.toFixed(1)).join(' + ')} = ${total.toFixed(1)}`;
    },
    close: () => client?.end(),
  };
}
