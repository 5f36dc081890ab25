/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_NeverInputs */

const en_sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never synced`)
};

const es_sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca sincronizado`)
};

const en_xa2_sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ šýñçéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Never synced" |
*
* @param {Sync_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_never = /** @type {((inputs?: Sync_NeverInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_NeverInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_never(inputs)
	if (locale === "en-XA") return en_xa2_sync_never(inputs)
	return en_sync_never(inputs)
});