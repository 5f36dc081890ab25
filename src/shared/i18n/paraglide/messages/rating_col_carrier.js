/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Col_CarrierInputs */

const en_rating_col_carrier = /** @type {(inputs: Rating_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier and service`)
};

const es_rating_col_carrier = /** @type {(inputs: Rating_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista y servicio`)
};

const en_xa2_rating_col_carrier = /** @type {(inputs: Rating_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ áñð šéŕṽíçé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Carrier and service" |
*
* @param {Rating_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_carrier = /** @type {((inputs?: Rating_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_col_carrier(inputs)
	if (locale === "en-XA") return en_xa2_rating_col_carrier(inputs)
	return en_rating_col_carrier(inputs)
});