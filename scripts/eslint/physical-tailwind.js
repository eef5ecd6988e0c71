// Forbids physical-side Tailwind utilities (ml-4, pr-2, left-0, text-left, rounded-l...) in string
// literals and template strings: in an RTL-first app the logical ones (ms-, pe-, start-, text-start,
// rounded-s) are always meant.
const PHYSICAL = String.raw`(?:^|[\s"'\x60:])(-?(?:(?:m[lr]|p[lr]|left|right|scroll-[mp][lr])-[\w./\[\]%-]+|(?:border-[lr]|rounded-[lr]|rounded-[tb][lr])(?:-[\w./\[\]%-]+)?)|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?=$|[\s"'\x60])`;
const pattern = new RegExp(PHYSICAL);

const LOGICAL_HINT = {
  ml: 'ms',
  mr: 'me',
  pl: 'ps',
  pr: 'pe',
  left: 'start',
  right: 'end',
  'text-left': 'text-start',
  'text-right': 'text-end',
};

function check(context, node, text) {
  const match = pattern.exec(text);
  if (!match) return;
  const utility = match[1];
  const base = utility.replace(/^-/, '').split('-')[0];
  const hint = LOGICAL_HINT[utility] ?? LOGICAL_HINT[base] ?? 'a logical utility';
  context.report({ node, message: `Physical Tailwind utility "${utility}": use ${hint} (logical sides) instead.` });
}

export const physicalTailwindRule = {
  meta: { type: 'problem', docs: { description: 'forbid physical left/right Tailwind utilities' }, schema: [] },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(context, node, node.value);
      },
      TemplateElement(node) {
        check(context, node, node.value.cooked ?? '');
      },
    };
  },
};
