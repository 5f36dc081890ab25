/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_MinutesInputs */

const en_sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs`)
};

const es_sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutos entre sincronizaciones`)
};

const en_xa2_sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Minutes between syncs" |
*
* @param {Sync_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes = /** @type {((inputs?: Sync_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_minutes(inputs)
	if (locale === "en-XA") return en_xa2_sync_minutes(inputs)
	return en_sync_minutes(inputs)
});