import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defined } from '@masar/contracts/defined';
import { listener } from '#test/support/listener';

export type LlmBehaviour = 'rewrite' | 'invent' | 'error' | 'slow' | 'garbage';

export interface ChatRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
}

/**
 * A local server that speaks OpenAI's chat completions API (POST /v1/chat/completions, bearer
 * key, `choices[0].message.content`), with a behaviour the test chooses: good rewrites, rewrites
 * that invent employers, dates and numbers, a 500, an answer too slow for the timeout, or text
 * that is not the JSON asked for. Interview follow-ups get a question back.
 */
export async function startLlmServer() {
  const requests: ChatRequest[] = [];
  let behaviour: LlmBehaviour = 'rewrite';
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(
    listener(async (req, res) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await read(req)) as ChatRequest['body'];
      requests.push({ authorization: req.headers.authorization, body });
      if (behaviour === 'error') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      if (behaviour === 'slow') await new Promise((r) => setTimeout(r, 1500));
      const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
      let content: string;
      if (/interviewer|مسؤول توظيف/.test(system)) {
        content = /بالعربية/.test(system)
          ? 'ما الذي كنت ستفعله بشكل مختلف في المرة القادمة؟'
          : 'What would you do differently next time?';
      } else if (behaviour === 'garbage') {
        content = 'Sure! Here are some ideas for your CV.';
      } else {
        const { items } = JSON.parse(defined(body.messages.find((m) => m.role === 'user')).content) as {
          items: { id: string; text: string }[];
        };
        const rewrites = items.map(({ id, text }) => ({
          id,
          text:
            behaviour === 'invent'
              ? `Led ${text} at Google, growing revenue by 35% in March 2022`
              : `Drove ${text.replace(/^(responsible for|worked on)\s+/i, '').replace(/\.$/, '')}, improving it by [X%]`,
        }));
        content = `\`\`\`json\n${JSON.stringify({ rewrites })}\n\`\`\``;
      }
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: LlmBehaviour) {
      behaviour = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
