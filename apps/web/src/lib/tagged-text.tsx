import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * Turns a translated string with simple tags ("Trainer: <name>Ahmed</name>") into React nodes,
 * wrapping each tag's text with the matching renderer; unknown tags keep their text only. This is
 * the subset of react-i18next's <Trans> the app uses, without its HTML parser (~4 KB gzip).
 */
export function renderTagged(text: string, tags: Record<string, (content: string) => ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', content = ''] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const render = tags[tag];
    nodes.push(<Fragment key={match.index}>{render ? render(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
