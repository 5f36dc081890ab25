/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Load_FailedInputs */

const en_quotes_load_failed = /** @type {(inputs: Quotes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the saved quotes`)
};

const es_quotes_load_failed = /** @type {(inputs: Quotes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cotizaciones guardadas`)
};

const en_xa2_quotes_load_failed = /** @type {(inputs: Quotes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not load the saved quotes" |
*
* @param {Quotes_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_load_failed = /** @type {((inputs?: Quotes_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_quotes_load_failed(inputs)
	return en_quotes_load_failed(inputs)
});