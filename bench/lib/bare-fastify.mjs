// The start-up bench's floor (issue 33 §5): a bare Fastify 5 server with one route, started the way the
// built server is (plain `node`, no TypeScript loader), so the ratio built / bare is measured in one run.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'warn' } });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
