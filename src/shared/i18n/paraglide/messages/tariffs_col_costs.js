/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_CostsInputs */

const en_tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costs`)
};

const es_tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costes`)
};

const en_xa2_tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóšţš ·]`)
};

/**
* | output |
* | --- |
* | "Costs" |
*
* @param {Tariffs_Col_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_costs = /** @type {((inputs?: Tariffs_Col_CostsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_CostsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_costs(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_costs(inputs)
	return en_tariffs_col_costs(inputs)
});