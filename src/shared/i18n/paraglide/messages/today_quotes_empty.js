/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Quotes_EmptyInputs */

const en_today_quotes_empty = /** @type {(inputs: Today_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quotes whose validity ends in the next 24 hours appear here, to book them in time.`)
};

const es_today_quotes_empty = /** @type {(inputs: Today_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cotizaciones guardadas cuya validez termina en las próximas 24 horas aparecen aquí, para reservarlas a tiempo.`)
};

const en_xa2_today_quotes_empty = /** @type {(inputs: Today_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţéš ŵĥóšé ṽáļíðíţý éñðš íñ ţĥé ñéẋţ 24 ĥóúŕš áþþéáŕ ĥéŕé, ţó ƀóóķ ţĥéɱ íñ ţíɱé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Saved quotes whose validity ends in the next 24 hours appear here, to book them in time." |
*
* @param {Today_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_empty = /** @type {((inputs?: Today_Quotes_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quotes_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quotes_empty(inputs)
	if (locale === "en-XA") return en_xa2_today_quotes_empty(inputs)
	return en_today_quotes_empty(inputs)
});