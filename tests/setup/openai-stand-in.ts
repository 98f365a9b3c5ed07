import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback OpenAI-compatible server for the assistant's tests: POST /v1/chat/completions with
 * `stream: true` answers chat.completion.chunk events over real HTTP, as OpenAI, Ollama or vLLM
 * would, so the official SDK is exercised end to end. What it answers is set per test.
 */

export interface StandInBehaviour {
  /** The answer, streamed in pieces of this many characters. */
  text: string;
  pieceSize?: number;
  /** Wait before the first piece (and between pieces). */
  firstDelayMs?: number;
  pieceDelayMs?: number;
  /** Answer this HTTP status with an error body instead. */
  failWith?: number;
  /** Break the connection after this many pieces. */
  dropAfter?: number;
}

export interface OpenAIStandIn {
  /** For OPENAI_BASE_URL. */
  baseUrl: string;
  /** The JSON bodies the SDK sent, in order. */
  requests: Array<{ model: string; stream: boolean; messages: Array<{ role: string; content: string }> }>;
  authorization: string[];
  behave(next: StandInBehaviour): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startOpenAIStandIn(): Promise<OpenAIStandIn> {
  let behaviour: StandInBehaviour = { text: 'Hello [1].' };
  const requests: OpenAIStandIn['requests'] = [];
  const authorization: string[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    authorization.push(String(req.headers.authorization ?? ''));
    const b = behaviour;
    if (b.failWith) {
      res
        .writeHead(b.failWith, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (b.firstDelayMs) await sleep(b.firstDelayMs);
    const size = b.pieceSize ?? 6;
    let sent = 0;
    for (let i = 0; i < b.text.length; i += size) {
      if (res.destroyed) return;
      if (b.dropAfter !== undefined && sent >= b.dropAfter) {
        res.destroy();
        return;
      }
      const chunk = {
        id: 'chatcmpl-standin',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'stand-in',
        choices: [{ index: 0, delta: { content: b.text.slice(i, i + size) }, finish_reason: null }],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      sent += 1;
      if (b.pieceDelayMs) await sleep(b.pieceDelayMs);
    }
    const last = {
      id: 'chatcmpl-standin',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'stand-in',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    };
    res.write(`data: ${JSON.stringify(last)}\n\ndata: [DONE]\n\n`);
    res.end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorization,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read event fields one by one and assert them.
type EventData = any;

/** The events of a server-sent-events body, parsed (data is JSON). */
export function parseEvents(text: string): Array<{ event: string; data: EventData }> {
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      return { event, data: JSON.parse(data.join('\n')) };
    });
}
