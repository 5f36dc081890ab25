// Every word the desk shows is a message (messages/en.json, es.json: docs/ARCHITECTURE.md,
// "Languages and locale formats"), so a Spanish desk never meets an English word left in a
// template. This rule refuses, in a .svelte template, a user-visible literal: a text node, or an
// attribute or component prop the operator reads or hears (aria-label, title, placeholder, a
// label, a legend ...), written as text or as a string an expression gives as its value. A
// string that names no word (punctuation, digits, "·", "—") passes. test/lint/svelte-literal-text.test.ts
// proves what it refuses and allows.

/** Attributes and props whose text the operator reads or a screen reader says. */
const SPOKEN = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'hint',
  'description',
  'context',
  'caption',
  'heading',
  'summary',
  'text',
  'empty',
  'message',
]);

/** A letter of any script: a string without one is punctuation or figures. */
const WORD = /\p{L}/u;

const said = (text) => WORD.test(text);

/** The strings an expression gives as its value (not those it passes to a call): `'Hide'`, `open ? 'Hide' : 'Show'`, `x ?? 'none'`. */
function givenStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => said(quasi.value.cooked ?? '')) ? [node] : [];
    case 'ConditionalExpression':
      return [...givenStrings(node.consequent), ...givenStrings(node.alternate)];
    case 'LogicalExpression':
      return [...givenStrings(node.left), ...givenStrings(node.right)];
    case 'ArrayExpression':
      return node.elements.flatMap((element) => givenStrings(element));
    default:
      return [];
  }
}

function textOf(node) {
  if (node.type === 'Literal') return String(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
  return '';
}

const MESSAGE = 'Words in a template are messages: add "{{text}}" to messages/en.json and es.json and call m.<key>() (npm run messages)';

/** @type {import('eslint').Rule.RuleModule} */
export const svelteLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible words in .svelte templates come from the message files' },
    schema: [],
    messages: { literal: MESSAGE },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) } });
    const inMarkup = (node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'SvelteStyleElement' || parent.type === 'SvelteScriptElement') return false;
      }
      return true;
    };
    return {
      SvelteText(node) {
        if (inMarkup(node) && node.parent?.type !== 'SvelteAttribute' && said(node.value)) report(node, node.value);
      },
      SvelteAttribute(node) {
        const name = node.key?.name;
        if (typeof name !== 'string' || !SPOKEN.has(name)) return;
        for (const part of node.value ?? []) {
          if (part.type === 'SvelteLiteral' && said(part.value)) report(part, part.value);
          if (part.type === 'SvelteMustacheTag') {
            for (const literal of givenStrings(part.expression)) if (said(textOf(literal))) report(literal, textOf(literal));
          }
        }
      },
      SvelteMustacheTag(node) {
        // A {text} tag between elements (an attribute's own mustaches are SvelteAttribute's above).
        if (node.parent?.type === 'SvelteAttribute' || node.kind !== 'text') return;
        for (const literal of givenStrings(node.expression)) if (said(textOf(literal))) report(literal, textOf(literal));
      },
    };
  },
};
