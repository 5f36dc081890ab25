/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_TitleInputs */

const en_sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync`)
};

const es_sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronización`)
};

const en_xa2_sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç ·]`)
};

/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_title = /** @type {((inputs?: Sync_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_title(inputs)
	if (locale === "en-XA") return en_xa2_sync_title(inputs)
	return en_sync_title(inputs)
});