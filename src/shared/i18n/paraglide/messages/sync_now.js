/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_NowInputs */

const en_sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

const es_sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora`)
};

const en_xa2_sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç ñóŵ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_now = /** @type {((inputs?: Sync_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_now(inputs)
	if (locale === "en-XA") return en_xa2_sync_now(inputs)
	return en_sync_now(inputs)
});