/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_CommodityInputs */

const en_tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commodity`)
};

const es_tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía`)
};

const en_xa2_tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱóðíţý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Commodity" |
*
* @param {Tariffs_Col_CommodityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_commodity = /** @type {((inputs?: Tariffs_Col_CommodityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_CommodityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_commodity(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_commodity(inputs)
	return en_tariffs_col_commodity(inputs)
});