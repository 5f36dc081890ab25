/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Quote_SavedInputs */

const en_today_quote_saved = /** @type {(inputs: Today_Quote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

const es_today_quote_saved = /** @type {(inputs: Today_Quote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada`)
};

const en_xa2_today_quote_saved = /** @type {(inputs: Today_Quote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Today_Quote_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_saved = /** @type {((inputs?: Today_Quote_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quote_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quote_saved(inputs)
	if (locale === "en-XA") return en_xa2_today_quote_saved(inputs)
	return en_today_quote_saved(inputs)
});