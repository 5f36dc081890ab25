/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Plus_MarginInputs */

const en_quotes_plus_margin = /** @type {(inputs: Quotes_Plus_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ margin`)
};

const es_quotes_plus_margin = /** @type {(inputs: Quotes_Plus_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ margen`)
};

const en_xa2_quotes_plus_margin = /** @type {(inputs: Quotes_Plus_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[+ ɱáŕĝíñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "+ margin" |
*
* @param {Quotes_Plus_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_plus_margin = /** @type {((inputs?: Quotes_Plus_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Plus_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_plus_margin(inputs)
	if (locale === "en-XA") return en_xa2_quotes_plus_margin(inputs)
	return en_quotes_plus_margin(inputs)
});