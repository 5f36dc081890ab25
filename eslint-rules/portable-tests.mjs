// The tests and scripts run on Windows and macOS as well as Linux (.github/workflows/ci.yml).
// This rule catches the common ways a test quietly assumes a POSIX machine; each message says
// what to use instead. test/lint/portable-tests.test.ts proves what it refuses and allows.

/** A name that holds a file-system path: `dataDir`, `ROOT`, `work`, `store.file`, `tmp` ... */
const PATH_NAME = /(dir|dirname|directory|folder|root|path|file|home|tmp|temp|work|dest|cwd)$/i;
/** ... unless it is an address: `baseUrl`, `origin` (a URL is joined with '/' everywhere). */
const URL_NAME = /(url|uri|origin|href|endpoint|host)$/i;
/** Calls that answer a path: tmpdir(), homedir(), process.cwd(), path.join(...), dirname(...). */
const PATH_CALL = /^(tmpdir|homedir|cwd|join|resolve|dirname|relative|normalize)$/;
const POSIX_SHELL = /^(\/usr)?(\/bin\/)?(ba|da|z)?sh$/;
const SPAWNS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync']);
/** Programs that are .cmd files on Windows, which spawn finds only through a shell. */
const CMD_ON_WINDOWS = /^(npm|npx|pnpm|yarn)$/;

/** The name an expression is known by: an identifier's, a member's last property, a call's callee. */
function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  return null;
}

function holdsPath(node) {
  if (node.type === 'CallExpression') {
    const callee = nameOf(node.callee);
    return callee !== null && PATH_CALL.test(callee);
  }
  const name = nameOf(node);
  return name !== null && PATH_NAME.test(name) && !URL_NAME.test(name);
}

const stringOf = (node) =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral' && node.expressions.length === 0
      ? node.quasis[0].value.cooked
      : null;

const isHomeKey = (node, computed) =>
  computed ? node.type === 'Literal' && node.value === 'HOME' : node.type === 'Identifier' && node.name === 'HOME';

export const portableTests = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      tmp: "'/tmp' exists on POSIX systems only: use os.tmpdir() (fs.mkdtemp(path.join(os.tmpdir(), 'name-')) for a folder of the test's own).",
      home: 'HOME is POSIX only (Windows has USERPROFILE): read the home folder with os.homedir(), and move the data with FREIGHT_DESK_DATA_DIR.',
      joined: "A path joined with '/' is not a Windows path: use path.join (or path.resolve).",
      shell:
        'A POSIX shell is not there on Windows: spawn the program itself (process.execPath for Node), with its arguments as an array.',
      cmd: "npm and npx are .cmd files on Windows, which spawn runs only through a shell: pass shell: process.platform === 'win32'.",
      lines:
        "Lines end with \\r\\n on Windows (a checkout with autocrlf, a Windows program's output): split(/\\r?\\n/).",
    },
  },
  create(context) {
    const report = (node, messageId) => context.report({ node, messageId });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && /^\/(var\/)?tmp(\/|$)/.test(node.value)) report(node, 'tmp');
      },
      TemplateLiteral(node) {
        if (/^\/(var\/)?tmp(\/|$)/.test(node.quasis[0].value.cooked ?? '')) report(node, 'tmp');
        node.quasis.slice(1).forEach((quasi, index) => {
          if ((quasi.value.cooked ?? '').startsWith('/') && holdsPath(node.expressions[index])) report(node, 'joined');
        });
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        const right = stringOf(node.right);
        const left = stringOf(node.left);
        if ((right?.startsWith('/') && holdsPath(node.left)) || (left?.endsWith('/') && holdsPath(node.right)))
          report(node, 'joined');
      },
      MemberExpression(node) {
        if (isHomeKey(node.property, node.computed) && nameOf(node.object) === 'env') report(node, 'home');
      },
      Property(node) {
        if (isHomeKey(node.key, node.computed)) report(node, 'home');
        if (!node.computed && nameOf(node.key) === 'shell' && POSIX_SHELL.test(stringOf(node.value) ?? ''))
          report(node, 'shell');
      },
      CallExpression(node) {
        const callee = nameOf(node.callee);
        const [first] = node.arguments;
        if (callee !== null && SPAWNS.has(callee) && first) {
          const program = stringOf(first) ?? '';
          if (POSIX_SHELL.test(program)) report(node, 'shell');
          const withShell = node.arguments.some(
            (argument) =>
              argument.type === 'ObjectExpression' &&
              argument.properties.some((property) => property.type === 'Property' && nameOf(property.key) === 'shell'),
          );
          if (CMD_ON_WINDOWS.test(program) && !withShell) report(node, 'cmd');
        }
        if (callee === 'split' && node.callee.type === 'MemberExpression' && first && stringOf(first) === '\n')
          report(node, 'lines');
      },
    };
  },
};
