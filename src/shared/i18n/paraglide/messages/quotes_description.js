/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_DescriptionInputs */

const en_quotes_description = /** @type {(inputs: Quotes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates saved from Rating. Book one before it expires; an expired quote must be rated again.`)
};

const es_quotes_description = /** @type {(inputs: Quotes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas guardadas desde Tarificar. Reserve una antes de que caduque; una cotización caducada hay que volver a tarificarla.`)
};

const en_xa2_quotes_description = /** @type {(inputs: Quotes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš šáṽéð ƒŕóɱ Ŕáţíñĝ. Ɓóóķ óñé ƀéƒóŕé íţ éẋþíŕéš; áñ éẋþíŕéð ǫúóţé ɱúšţ ƀé ŕáţéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Rates saved from Rating. Book one before it expires; an expired quote must be rated again." |
*
* @param {Quotes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description = /** @type {((inputs?: Quotes_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_description(inputs)
	if (locale === "en-XA") return en_xa2_quotes_description(inputs)
	return en_quotes_description(inputs)
});