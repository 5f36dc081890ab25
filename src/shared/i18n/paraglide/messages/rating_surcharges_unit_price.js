/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_Unit_PriceInputs */

const en_rating_surcharges_unit_price = /** @type {(inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

const es_rating_surcharges_unit_price = /** @type {(inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio unitario`)
};

const en_xa2_rating_surcharges_unit_price = /** @type {(inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñíţ þŕíçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Rating_Surcharges_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_unit_price = /** @type {((inputs?: Rating_Surcharges_Unit_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_Unit_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_unit_price(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_unit_price(inputs)
	return en_rating_surcharges_unit_price(inputs)
});