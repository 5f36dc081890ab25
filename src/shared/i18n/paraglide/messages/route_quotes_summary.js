/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Quotes_SummaryInputs */

const en_route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved rates, their prices and surcharges, and when they expire; book or delete them.`)
};

const es_route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas guardadas, sus precios y recargos, y cuándo caducan; resérvelas o bórrelas.`)
};

const en_xa2_route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ŕáţéš, ţĥéíŕ þŕíçéš áñð šúŕçĥáŕĝéš, áñð ŵĥéñ ţĥéý éẋþíŕé; ƀóóķ óŕ ðéļéţé ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary = /** @type {((inputs?: Route_Quotes_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Quotes_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_quotes_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_quotes_summary(inputs)
	return en_route_quotes_summary(inputs)
});