import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defined } from '@masar/contracts/defined';

/**
 * The Arabic word list of AyaSpell as @cspell/dict-ar ships it: a gzipped "TrieXv3" file, a DAWG
 * serialised as a stream of characters and operators (cspell-trie-lib's documented format):
 *   a letter   adds a child to the current node and moves into it
 *   `$`        marks the current node as the end of a word, then steps back one letter
 *   `<`, `<n`  steps back one letter, or n - 1 letters for a digit n (2-9)
 *   `#r;`      the current letter's node is the already-built node number r (base given in the header)
 *   `\c`       the letter c itself (escaped operator or digit)
 * Nodes are numbered in the order they are created, after the root and a shared end-of-word node.
 * Decoded once into flat typed arrays (a few MB) so that the full word list stays cheap to hold.
 */
export interface WordList {
  has(word: string): boolean;
}

interface BuildNode {
  children: Map<string, BuildNode> | null;
  end: boolean;
  /** referenced from elsewhere: copied before it is changed */
  shared: boolean;
}

function decode(text: string): BuildNode {
  const start = text.indexOf('__DATA__');
  const header = text.slice(0, start);
  if (start < 0 || !/^TrieXv3\s*$/m.test(header)) throw new Error('Not a TrieXv3 word list');
  const radix = Number(/base=(\d+)/.exec(header)?.[1] ?? 10);
  const data = text.slice(start + '__DATA__'.length);

  const root: BuildNode = { children: new Map(), end: false, shared: false };
  const endOfWord: BuildNode = { children: null, end: true, shared: true };
  const created: BuildNode[] = [root, endOfWord];
  // path[d] is the node at depth d; letters[d] the letter that led from path[d - 1] to it
  const path: BuildNode[] = [root];
  const letters: string[] = [''];
  let depth = 0;

  const replaceCurrent = (node: BuildNode) => {
    defined(defined(path[depth - 1]).children).set(defined(letters[depth]), node);
    path[depth] = node;
  };
  const addLetter = (letter: string) => {
    let node = defined(path[depth]);
    if (node.shared) {
      node = { children: node.children ? new Map(node.children) : null, end: node.end, shared: false };
      replaceCurrent(node);
      created.push(node);
    }
    node.children ??= new Map();
    let child = node.children.get(letter);
    if (!child) {
      child = { children: null, end: false, shared: false };
      node.children.set(letter, child);
    }
    created.push(child);
    depth += 1;
    path[depth] = child;
    letters[depth] = letter;
  };
  const back = (steps: number) => {
    depth -= steps;
  };

  let i = 0;
  while (i < data.length) {
    const ch = defined(data[i]);
    if (ch === '\n' || ch === '\r') {
      i += 1;
    } else if (ch === '$') {
      const node = defined(path[depth]);
      if (!node.children) {
        if (created[created.length - 1] === node) created.pop();
        replaceCurrent(endOfWord);
      } else node.end = true;
      back(1);
      i += 1;
      i = backSteps(data, i, back);
    } else if (ch === '<') {
      i = backSteps(data, i, back);
    } else if (ch === '#') {
      const close = data.indexOf(';', i);
      const target = defined(created[parseInt(data.slice(i + 1, close), radix) + 1]);
      created.pop();
      target.shared = true;
      replaceCurrent(target);
      i = close + 1;
    } else if (ch === '\\') {
      const next = data[i + 1] ?? '';
      const special =
        next === '\\' ? ({ n: '\n', r: '\r', '\\': '\\' } as Record<string, string>)[data[i + 2] ?? ''] : undefined;
      addLetter(special ?? next);
      i += special ? 3 : 2;
    } else {
      addLetter(ch);
      i += 1;
    }
  }
  return root;
}

function backSteps(data: string, from: number, back: (n: number) => void): number {
  let i = from;
  while (i < data.length) {
    const ch = defined(data[i]);
    if (ch === '<') back(1);
    else if (ch >= '2' && ch <= '9') back(Number(ch) - 1);
    else break;
    i += 1;
  }
  return i;
}

/** Flattens the node graph: per node its first edge and edge count, edges sorted by letter. */
function flatten(root: BuildNode): WordList {
  const index = new Map<BuildNode, number>();
  const order: BuildNode[] = [];
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (index.has(node)) continue;
    index.set(node, order.length);
    order.push(node);
    for (const child of node.children?.values() ?? []) if (!index.has(child)) stack.push(child);
  }
  const first = new Int32Array(order.length + 1);
  const end = new Uint8Array(order.length);
  let edges = 0;
  order.forEach((n, k) => {
    first[k] = edges;
    end[k] = n.end ? 1 : 0;
    edges += n.children?.size ?? 0;
  });
  first[order.length] = edges;
  const letter = new Uint16Array(edges);
  const target = new Int32Array(edges);
  order.forEach((n, k) => {
    const sorted = [...(n.children ?? new Map<string, BuildNode>())].sort(
      (a, b) => a[0].charCodeAt(0) - b[0].charCodeAt(0),
    );
    sorted.forEach(([l, child], j) => {
      letter[defined(first[k]) + j] = l.charCodeAt(0);
      target[defined(first[k]) + j] = defined(index.get(child));
    });
  });
  return lookup(first, end, letter, target);
}

/** Kept apart from flatten(): a closure there would keep the whole build graph alive. */
function lookup(first: Int32Array, end: Uint8Array, letter: Uint16Array, target: Int32Array): WordList {
  return {
    has(word) {
      let node = 0;
      for (let c = 0; c < word.length; c += 1) {
        const code = word.charCodeAt(c);
        let lo = defined(first[node]);
        let hi = defined(first[node + 1]) - 1;
        let next = -1;
        while (lo <= hi) {
          const mid = (lo + hi) >> 1;
          const m = defined(letter[mid]);
          if (m === code) {
            next = defined(target[mid]);
            break;
          }
          if (m < code) lo = mid + 1;
          else hi = mid - 1;
        }
        if (next < 0) return false;
        node = next;
      }
      return end[node] === 1;
    },
  };
}

let loading: Promise<WordList> | undefined;

/** AyaSpell's Arabic words, loaded on first use (about a second) and kept for the process. */
export function arabicWordList(): Promise<WordList> {
  loading ??= (async () => {
    // the package exports only its cspell settings file; the word list sits beside it
    const file = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@cspell/dict-ar/cspell-ext.json')),
      'ar.trie.gz',
    );
    const text = gunzipSync(await readFile(file)).toString('utf8');
    return flatten(decode(text));
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const decodeTrieForTests = (text: string) => flatten(decode(text));
