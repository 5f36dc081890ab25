/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_None_TitleInputs */

const en_quotes_none_title = /** @type {(inputs: Quotes_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved quotes`)
};

const es_quotes_none_title = /** @type {(inputs: Quotes_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cotizaciones guardadas`)
};

const en_xa2_quotes_none_title = /** @type {(inputs: Quotes_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šáṽéð ǫúóţéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No saved quotes" |
*
* @param {Quotes_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_title = /** @type {((inputs?: Quotes_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_none_title(inputs)
	if (locale === "en-XA") return en_xa2_quotes_none_title(inputs)
	return en_quotes_none_title(inputs)
});