/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_None_BodyInputs */

const en_rating_rates_none_body = /** @type {(inputs: Rating_Rates_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another pickup date, split the load, or check the places and sizes.`)
};

const es_rating_rates_none_body = /** @type {(inputs: Rating_Rates_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe otra fecha de recogida, divida la carga o revise los lugares y las medidas.`)
};

const en_xa2_rating_rates_none_body = /** @type {(inputs: Rating_Rates_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áñóţĥéŕ þíçķúþ ðáţé, šþļíţ ţĥé ļóáð, óŕ çĥéçķ ţĥé þļáçéš áñð šížéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Try another pickup date, split the load, or check the places and sizes." |
*
* @param {Rating_Rates_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_body = /** @type {((inputs?: Rating_Rates_None_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_None_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_none_body(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_none_body(inputs)
	return en_rating_rates_none_body(inputs)
});