/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_No_CostsInputs */

const en_tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service lists no costs for this rate.`)
};

const es_tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no indica costes para este precio.`)
};

const en_xa2_tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ļíšţš ñó çóšţš ƒóŕ ţĥíš ŕáţé. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service lists no costs for this rate." |
*
* @param {Tariffs_No_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_no_costs = /** @type {((inputs?: Tariffs_No_CostsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_No_CostsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_no_costs(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_no_costs(inputs)
	return en_tariffs_no_costs(inputs)
});