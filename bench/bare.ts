// The bare baseline, in a process of its own: what a plain service does with one request and PostgreSQL, and nothing
// else: Fastify and pg (a pool of 20, as the service's), no auth, no hooks, no logger, no schema. POST /insert inserts
// the JSON body into a table of its own (one INSERT, autocommit) and answers 201 {id}; GET /select/:id answers one
// row of `transfers` by id as the driver returns it. Started by bench/lib.ts (startBare) with fork(); argv: the
// database URL; it says {url} by IPC once it listens, and ends when its parent disconnects.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.argv[2]!, max: 20 });
await pool.query('CREATE TABLE IF NOT EXISTS bench_bare_inserts (id uuid PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())');
const app = Fastify({ logger: false });
app.post('/insert', async (request, reply) => {
  const id = randomUUID();
  await pool.query('INSERT INTO bench_bare_inserts (id, body) VALUES ($1, $2)', [id, request.body]);
  return reply.code(201).send({ id });
});
app.get<{ Params: { id: string } }>('/select/:id', async (request, reply) => {
  const { rows } = await pool.query('SELECT * FROM transfers WHERE id = $1', [request.params.id]);
  return rows[0] ?? reply.code(404).send({});
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ url });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
