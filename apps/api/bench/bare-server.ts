import Fastify from 'fastify';

/**
 * The yardstick of `npm run bench:api`: Fastify with one route and nothing else, in its own
 * process, so each catalogue figure can be read as a share of what Fastify does on this machine.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
