// First: it configures zod before any module builds a schema.
import './zod-jitless';
// Then the code of the screen the address names is asked for, while the rest of the start runs.
import './app/first-screen';
import { mount } from 'svelte';
import './styles/tokens.css';
import './styles/base.css';
import './styles/fields.css';
import './styles/layout.css';
import './styles/text.css';
import './styles/parts.css';
import App from './app/App.svelte';
import NoBridge from './app/NoBridge.svelte';
import { hasBridge } from './lib/backend';
import { warmIntl } from './lib/intl-warmup';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

// Without window.freightDesk (the page opened outside the app), say so instead of failing on every call.
const app = mount(hasBridge() ? App : NoBridge, { target });
// The first screen's code and data are being fetched now: the locale's date data loads meanwhile.
setTimeout(warmIntl, 0);
export default app;
