import { Worker } from 'node:worker_threads';
import { ArchiveTooLargeError, checkDeclaredSizes, readZipDirectory, ZipFormatError } from './docx-archive';
import type { ExtractedText } from './extracted';
import type { ExtractionFailure, ExtractionJob, ExtractionReply } from './extract-worker';

export interface ExtractorLimits {
  /** workers reading at the same time; more uploads wait their turn */
  workers: number;
  /** V8 heap of a worker (MB): mammoth needs ~80 MB for 1 MB of document.xml */
  heapMb: number;
  /** from the job's hand-over to its answer, worker start-up included */
  timeoutMs: number;
}

export const EXTRACTOR_LIMITS: ExtractorLimits = { workers: 2, heapMb: 128, timeoutMs: 20_000 };

/** An uploaded CV that cannot be read; `failure` says why. */
export class ExtractionError extends Error {
  constructor(readonly failure: ExtractionFailure) {
    super(`CV extraction failed: ${failure}`);
  }
}

interface Running {
  resolve(extracted: ExtractedText): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./extract-worker.mjs', import.meta.url);

/**
 * Reads uploaded CVs in worker threads, so that a hostile file costs at most its own request: a
 * worker has a capped heap and a deadline; one that runs out of either is terminated (the request
 * answers 413) and the next upload gets a fresh one. Idle workers are kept for the next upload
 * (starting one, with tsx and mammoth, takes a few hundred ms) and never keep the process alive.
 */
export class CvExtractor {
  private readonly idle: Worker[] = [];
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private count = 0;
  private nextId = 1;

  constructor(private readonly limits: ExtractorLimits = EXTRACTOR_LIMITS) {}

  /** The text of a PDF or DOCX. Throws ExtractionError; a DOCX's ZIP directory is checked first, here. */
  async extract(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<ExtractedText> {
    if (fileType === 'docx') checkDocxDirectory(buffer);
    const worker = await this.acquire();
    const data = new Uint8Array(buffer); // a copy, handed over to the worker
    const job: ExtractionJob = { id: this.nextId++, fileType, data };
    return new Promise<ExtractedText>((resolve, reject) => this.run(worker, job, { resolve, reject }));
  }

  /** Starts a worker ahead of the first upload (a no-op when one exists). */
  warmUp(): void {
    if (this.count === 0) this.release(this.spawn());
  }

  private spawn(): Worker {
    this.count += 1;
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // the parent's own flags (node --import tsx under `npm run serve`), not its heap size
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--max-old-space-size')),
      stdout: false,
      stderr: false,
    });
    worker.unref();
    // an idle worker that dies (it should not) leaves the pool
    worker.once('exit', () => {
      this.count -= 1;
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    });
    worker.on('error', () => {}); // reported to the job that was running, if any
    return worker;
  }

  private acquire(): Promise<Worker> {
    const ready = this.idle.pop();
    if (ready) return Promise.resolve(ready);
    if (this.count < this.limits.workers) return Promise.resolve(this.spawn());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Back to the pool, or straight to the next upload waiting. */
  private release(worker: Worker) {
    const next = this.waiting.shift();
    if (next) next(worker);
    else {
      worker.unref();
      this.idle.push(worker);
    }
  }

  /** A worker ended mid-job: the next upload waiting gets a new one. */
  private replace() {
    if (this.waiting.length && this.count < this.limits.workers) this.release(this.spawn());
  }

  private run(worker: Worker, job: ExtractionJob, running: Running) {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
    };
    const onMessage = (reply: ExtractionReply) => {
      if (reply.id !== job.id) return;
      finish(() => {
        this.release(worker);
        if ('extracted' in reply) running.resolve(reply.extracted);
        else running.reject(new ExtractionError(reply.failure));
      });
    };
    const onError = (error: Error & { code?: string }) => {
      // out of heap: the file asked for too much; anything else is this code's fault (a 500)
      finish(() => {
        void worker.terminate().then(() => this.replace());
        running.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExtractionError('tooComplex') : error);
      });
    };
    const onExit = (code: number) =>
      finish(() => {
        this.replace();
        running.reject(new Error(`CV extraction worker exited (${code})`));
      });
    const timer = setTimeout(() => {
      finish(() => {
        void worker.terminate().then(() => this.replace());
        running.reject(new ExtractionError('tooComplex'));
      });
    }, this.limits.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.ref();
    worker.postMessage(job, [job.data.buffer as ArrayBuffer]);
  }
}

/** A DOCX's ZIP directory, read on the request's thread: a bomb is refused before any worker unpacks it. */
function checkDocxDirectory(buffer: Buffer) {
  try {
    checkDeclaredSizes(readZipDirectory(buffer));
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) throw new ExtractionError('tooLarge');
    if (error instanceof ZipFormatError) throw new ExtractionError('unreadable');
    throw error;
  }
}

let shared: CvExtractor | undefined;

/** The process's extractor (its workers are shared by every app instance, e.g. in tests). */
export const cvExtractor = () => (shared ??= new CvExtractor());
