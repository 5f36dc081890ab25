/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_SyncingInputs */

const en_sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

const es_sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizando…`)
};

const en_xa2_sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñçíñĝ… ·~ ]`)
};

/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Sync_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_syncing = /** @type {((inputs?: Sync_SyncingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_SyncingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_syncing(inputs)
	if (locale === "en-XA") return en_xa2_sync_syncing(inputs)
	return en_sync_syncing(inputs)
});