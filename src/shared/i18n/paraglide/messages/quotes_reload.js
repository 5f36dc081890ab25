/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_ReloadInputs */

const en_quotes_reload = /** @type {(inputs: Quotes_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const es_quotes_reload = /** @type {(inputs: Quotes_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

const en_xa2_quotes_reload = /** @type {(inputs: Quotes_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ·~]`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Quotes_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_reload = /** @type {((inputs?: Quotes_ReloadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_ReloadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_reload(inputs)
	if (locale === "en-XA") return en_xa2_quotes_reload(inputs)
	return en_quotes_reload(inputs)
});