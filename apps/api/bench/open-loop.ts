/**
 * An open-loop load generator: requests leave at a fixed rate whatever the
 * answers do (autocannon waits for each answer before sending the next, so it
 * never offers more than the service takes). Used to measure tail latency at a
 * given rate and shedding past saturation. Latency is per answer, by status.
 * It runs in a child process (openLoopApart), so the service's event loop is
 * not also the generator's.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface OpenLoopFigures {
  rate: number;
  sent: number;
  /** Latency of 2xx answers, ms. */
  ok: { count: number; p50: number; p99: number; max: number };
  /** 503 answers (shed), and how fast they came back. */
  shed: { count: number; p99: number };
  otherStatus: Record<number, number>;
  /** Connection errors and answers that did not come within 10 s. */
  errors: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** What the answers were: 2xx and 503 latencies, other statuses, connection errors. */
interface Tally {
  okTimes: number[];
  shedTimes: number[];
  otherStatus: Record<number, number>;
  errors: number;
}

const newTally = (): Tally => ({ okTimes: [], shedTimes: [], otherStatus: {}, errors: 0 });

/** One GET, its answer counted in the tally by status, with its latency. */
function timedGet(tally: Tally, url: string, agent: http.Agent, headers: Record<string, string>): Promise<void> {
  return new Promise<void>((resolve) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        const ms = performance.now() - started;
        const status = res.statusCode!;
        if (status >= 200 && status < 300) tally.okTimes.push(ms);
        else if (status === 503) tally.shedTimes.push(ms);
        else tally.otherStatus[status] = (tally.otherStatus[status] ?? 0) + 1;
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      tally.errors++;
      resolve();
    });
  });
}

function figuresOf({ okTimes, shedTimes, otherStatus, errors }: Tally, rate: number, sent: number): OpenLoopFigures {
  okTimes.sort((a, b) => a - b);
  shedTimes.sort((a, b) => a - b);
  return {
    rate,
    sent,
    ok: { count: okTimes.length, p50: percentile(okTimes, 50), p99: percentile(okTimes, 99), max: okTimes.at(-1) ?? 0 },
    shed: { count: shedTimes.length, p99: percentile(shedTimes, 99) },
    otherStatus,
    errors,
  };
}

export async function openLoop(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const tally = newTally();
  let sent = 0;
  const pending: Array<Promise<void>> = [];
  const one = () => timedGet(tally, url, agent, headers);
  // Send in 10 ms ticks, catching up on the ticks a busy loop missed.
  const start = performance.now();
  const total = rate * seconds;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) {
        sent++;
        pending.push(one());
      }
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    }, 10);
  });
  await Promise.all(pending);
  agent.destroy();
  return figuresOf(tally, rate, sent);
}

/**
 * `connections` clients that each send the next request as soon as an answer
 * comes, a 503 included (as autocannon; a phone would wait its Retry-After):
 * the worst case for shedding, where every shed caller is straight back.
 */
export async function closedLoop(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally = newTally();
  let sent = 0;
  const end = performance.now() + seconds * 1000;
  const one = () => {
    sent++;
    return timedGet(tally, url, agent, headers);
  };
  const client = async () => {
    while (performance.now() < end) await one();
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return figuresOf(tally, Math.round(tally.okTimes.length / seconds), sent);
}

export function printOpenLoop(title: string, f: OpenLoopFigures) {
  const other = Object.entries(f.otherStatus).map(([code, n]) => `${code}×${n}`).join(' ') || 'none';
  console.log(
    `${title}: offered ${f.rate} req/s for ${f.sent} requests; 2xx ${f.ok.count} (p50 ${f.ok.p50.toFixed(1)} ms, p99 ${f.ok.p99.toFixed(1)} ms, max ${f.ok.max.toFixed(0)} ms); ` +
      `shed 503 ${f.shed.count} (p99 ${f.shed.p99.toFixed(1)} ms); other ${other}; errors ${f.errors}`,
  );
}

interface OpenLoopJob {
  url: string;
  headers: Record<string, string>;
  /** Requests per second offered (open loop), or */
  rate: number;
  /** clients each waiting for its answer (closed loop), when given. */
  connections?: number;
  seconds: number;
}

/** openLoop (or closedLoop, given `connections`) in a child process of its own. */
export function openLoopApart(job: OpenLoopJob): Promise<OpenLoopFigures> {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { execArgv: ['--conditions=source', '--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (figures) => {
      child.kill();
      resolve(figures as OpenLoopFigures);
    });
    child.once('error', reject);
    child.send(job);
  });
}

if (process.argv.includes('--child')) {
  process.once('message', (job: OpenLoopJob) => {
    const figures = job.connections ? closedLoop(job.url, job.headers, job.connections, job.seconds) : openLoop(job.url, job.headers, job.rate, job.seconds);
    void figures.then((f) => process.send!(f));
  });
}
