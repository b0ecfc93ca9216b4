import { spawn } from 'node:child_process';
import { request } from 'node:http';

/**
 * The public read's reference: a bare `node:http` server in a process of its own that answers
 * every request with the very bytes our server answered (status, headers, body as sent, compressed),
 * so that the same load generator on the same machine shows the most any Node server could do
 * here. Our figure beside it tells whether a missed target is our code or the machine.
 */

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body as it went over the wire (not inflated). */
  body: Buffer;
}

/** Headers Node's http server writes itself (or that belong to one connection), left out of the replay. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One GET of `url` with the given request headers, recorded as it came (node:http does not inflate). */
export function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined && !PER_CONNECTION.has(name)) kept[name] = value;
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** The child's program: reads the answer as JSON from stdin, listens on 127.0.0.1:0, prints its port. */
const PROGRAM = `
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const answer = JSON.parse(input);
  const body = Buffer.from(answer.body, 'base64');
  const server = require('node:http').createServer((req, res) => {
    res.writeHead(answer.status, answer.headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
});
`;

/** Starts the bare server replaying `answer`; `stop` kills it (also call it when a run fails). */
export async function startBareServer(answer: RecordedAnswer): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', PROGRAM], { stdio: ['pipe', 'pipe', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bare node:http server did not start in 10 s')), 10_000);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the bare node:http server exited (${code})`)));
      child.stdout!.setEncoding('utf8');
      child.stdout!.once('data', (line: string) => {
        clearTimeout(timer);
        resolve(Number(line.trim()));
      });
      child.stdin!.end(
        JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') }),
      );
    });
    return { url: `http://127.0.0.1:${port}/`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
