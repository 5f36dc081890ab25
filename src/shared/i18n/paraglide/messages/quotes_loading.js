/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_LoadingInputs */

const en_quotes_loading = /** @type {(inputs: Quotes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading saved quotes…`)
};

const es_quotes_loading = /** @type {(inputs: Quotes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las cotizaciones guardadas…`)
};

const en_xa2_quotes_loading = /** @type {(inputs: Quotes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ šáṽéð ǫúóţéš… ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Loading saved quotes…" |
*
* @param {Quotes_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_loading = /** @type {((inputs?: Quotes_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_loading(inputs)
	if (locale === "en-XA") return en_xa2_quotes_loading(inputs)
	return en_quotes_loading(inputs)
});