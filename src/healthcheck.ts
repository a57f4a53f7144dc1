// The container's health check (`node dist/healthcheck.js`, the image's HEALTHCHECK): asks this container's own process
// for GET /health on loopback and exits 0 when it answers 200, 1 otherwise, with one line saying why. Node itself, as
// the slim image has no curl. An api (or all) process is asked on PORT; a worker, which serves no API, on METRICS_PORT.
const role = process.env.PONTE_ROLE ?? 'all';
const portVariable = role === 'worker' ? 'METRICS_PORT' : 'PORT';
const port = process.env[portVariable] ?? (role === 'worker' ? undefined : '3000');

async function check(): Promise<string | undefined> {
  if (!port || !/^\d+$/.test(port)) return `${portVariable} is ${port === undefined ? 'not set' : `"${port}"`}: no port to ask`;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3000) });
    await response.body?.cancel();
    return response.status === 200 ? undefined : `GET /health on port ${port} answered ${response.status}`;
  } catch (error) {
    return `GET /health on port ${port} failed: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
  }
}

const problem = await check();
if (problem) process.stderr.write(`healthcheck: ${problem}\n`);
process.exit(problem ? 1 : 0);
