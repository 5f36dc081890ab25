/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sell_Not_KnownInputs */

const en_rating_sell_not_known = /** @type {(inputs: Rating_Sell_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sell price is not known.`)
};

const es_rating_sell_not_known = /** @type {(inputs: Rating_Sell_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se conoce el precio de venta.`)
};

const en_xa2_rating_sell_not_known = /** @type {(inputs: Rating_Sell_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéļļ þŕíçé íš ñóţ ķñóŵñ. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Rating_Sell_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_not_known = /** @type {((inputs?: Rating_Sell_Not_KnownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sell_Not_KnownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sell_not_known(inputs)
	if (locale === "en-XA") return en_xa2_rating_sell_not_known(inputs)
	return en_rating_sell_not_known(inputs)
});