/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Reload_SavedInputs */

const en_quotes_reload_saved = /** @type {(inputs: Quotes_Reload_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload saved quotes`)
};

const es_quotes_reload_saved = /** @type {(inputs: Quotes_Reload_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar las cotizaciones guardadas`)
};

const en_xa2_quotes_reload_saved = /** @type {(inputs: Quotes_Reload_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð šáṽéð ǫúóţéš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Reload saved quotes" |
*
* @param {Quotes_Reload_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_reload_saved = /** @type {((inputs?: Quotes_Reload_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Reload_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_reload_saved(inputs)
	if (locale === "en-XA") return en_xa2_quotes_reload_saved(inputs)
	return en_quotes_reload_saved(inputs)
});