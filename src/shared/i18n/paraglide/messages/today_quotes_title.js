/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Quotes_TitleInputs */

const en_today_quotes_title = /** @type {(inputs: Today_Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes expiring within a day`)
};

const es_today_quotes_title = /** @type {(inputs: Today_Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones que caducan en un día`)
};

const en_xa2_today_quotes_title = /** @type {(inputs: Today_Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš éẋþíŕíñĝ ŵíţĥíñ á ðáý ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Quotes expiring within a day" |
*
* @param {Today_Quotes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_title = /** @type {((inputs?: Today_Quotes_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quotes_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quotes_title(inputs)
	if (locale === "en-XA") return en_xa2_today_quotes_title(inputs)
	return en_today_quotes_title(inputs)
});