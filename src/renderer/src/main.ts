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
import { api, hasBridge } from './lib/backend';
import { deskLanguage } from './lib/desk-language.svelte';
import { warmIntl } from './lib/intl-warmup';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

/*
 * Mounted once main has said the desk's language (one call, answered while the
 * first screen's code loads), so the first paint is in it rather than in the
 * browser's and then again. Without window.freightDesk (the page opened
 * outside the app), say so instead of failing on every call.
 */
const ready = hasBridge()
  ? deskLanguage.load((browserLanguages) => api().app.language({ browserLanguages }))
  : Promise.resolve();
export default ready.then(() => {
  const app = mount(hasBridge() ? App : NoBridge, { target });
  // The first screen's code and data are being fetched now: the locale's date data loads meanwhile.
  setTimeout(warmIntl, 0);
  return app;
});
