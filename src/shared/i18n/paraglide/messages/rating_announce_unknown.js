/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Announce_UnknownInputs */

const en_rating_announce_unknown = /** @type {(inputs: Rating_Announce_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome unknown: the quote may or may not have been saved. Check Quotes.`)
};

const es_rating_announce_unknown = /** @type {(inputs: Rating_Announce_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado desconocido: puede que la cotización se haya guardado o no. Mire Cotizaciones.`)
};

const en_xa2_rating_announce_unknown = /** @type {(inputs: Rating_Announce_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óúţçóɱé úñķñóŵñ: ţĥé ǫúóţé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šáṽéð. Çĥéçķ Ǫúóţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Outcome unknown: the quote may or may not have been saved. Check Quotes." |
*
* @param {Rating_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_unknown = /** @type {((inputs?: Rating_Announce_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_announce_unknown(inputs)
	if (locale === "en-XA") return en_xa2_rating_announce_unknown(inputs)
	return en_rating_announce_unknown(inputs)
});