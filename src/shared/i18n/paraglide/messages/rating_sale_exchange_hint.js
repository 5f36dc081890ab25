/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sale_Exchange_HintInputs */

const en_rating_sale_exchange_hint = /** @type {(inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rule’s amounts are in a currency some rates have none in: their margin is unknown until you give a rate of exchange for these quotes. It is kept with each quote saved.`)
};

const es_rating_sale_exchange_hint = /** @type {(inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los importes de una regla están en una moneda en la que algunas tarifas no tienen ninguno: su margen es desconocido hasta que indique un tipo de cambio para estas cotizaciones. Se guarda con cada cotización.`)
};

const en_xa2_rating_sale_exchange_hint = /** @type {(inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕúļé’š áɱóúñţš áŕé íñ á çúŕŕéñçý šóɱé ŕáţéš ĥáṽé ñóñé íñ: ţĥéíŕ ɱáŕĝíñ íš úñķñóŵñ úñţíļ ýóú ĝíṽé á ŕáţé óƒ éẋçĥáñĝé ƒóŕ ţĥéšé ǫúóţéš. Íţ íš ķéþţ ŵíţĥ éáçĥ ǫúóţé šáṽéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A rule’s amounts are in a currency some rates have none in: their margin is unknown until you give a rate of exchange for these quotes. It is kept with each ..." |
*
* @param {Rating_Sale_Exchange_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_hint = /** @type {((inputs?: Rating_Sale_Exchange_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_exchange_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_exchange_hint(inputs)
	return en_rating_sale_exchange_hint(inputs)
});