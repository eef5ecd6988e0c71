/**
 * Any OpenAI-compatible chat completions server (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). Every
 * failure (network, status, timeout, malformed answer) is an LlmError: callers fall back to the
 * built-in engine, so a model can only add to the product, never break it.
 */
export class LlmError extends Error {
  override readonly name = 'LlmError';
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmClient {
  readonly model: string;
  complete(messages: ChatMessage[], options?: { maxTokens?: number; json?: boolean }): Promise<string>;
}

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export function createLlmClient(settings: LlmSettings, fetchImpl: typeof fetch = fetch): LlmClient {
  return {
    model: settings.model,
    async complete(messages, options = {}) {
      let response: Response;
      try {
        response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
          body: JSON.stringify({
            model: settings.model,
            messages,
            temperature: 0.2,
            max_tokens: options.maxTokens ?? 1200,
            ...(options.json ? { response_format: { type: 'json_object' } } : {}),
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new LlmError(
          `model request failed: ${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message}`,
        );
      }
      if (!response.ok) throw new LlmError(`model answered ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new LlmError('model answer is not JSON');
      }
      const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new LlmError('model answer has no content');
      return content;
    },
  };
}

/** The JSON object in a model's answer, with or without a ```json fence around it. */
export function parseJsonAnswer(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const text = (fenced?.[1] ?? content).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new LlmError('model answer holds no JSON object');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new LlmError('model answer holds malformed JSON');
  }
}
