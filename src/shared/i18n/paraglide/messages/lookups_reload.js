/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_ReloadInputs */

const en_lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const es_lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

const en_xa2_lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ·~]`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Lookups_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_reload = /** @type {((inputs?: Lookups_ReloadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_ReloadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_reload(inputs)
	if (locale === "en-XA") return en_xa2_lookups_reload(inputs)
	return en_lookups_reload(inputs)
});